# Cavern Host — catalogue français : les textes composés par l'hôte (bot/texts.py, bot/host/*) :
# résumés du plateau, scores, verdicts, en-têtes des tours, rappels.

## Noms des jeux, par clé
# « Caverne contre Caverne » : titre de la règle française (seeds/000).
# « Caverna » seul : le titre de la règle française (seeds/002) et de l'édition française
# (Filosofia) ; aucun sous-titre français n'y est imprimé, nous n'en inventons pas.
title-cave-vs-cave = Caverna : Caverne contre Caverne
title-caverna = Caverna
title-cavern-tavern = Cavern Tavern

## Listes, places, nombres (bot.texts)
text-points = { $count ->
    [one] { $count } point
    [-1] { $count } point
   *[other] { $count } points
}
# Cavern Tavern compte en PV, comme sa règle (« Points de Victoire (PV) »).
text-points-cavern-tavern = { $count } PV
text-nobody = personne
text-comma = {", "}
# A card's name and text, then its other values in brackets.
text-aside = { $head } ({ $rest })
text-and = { $first } et { $last }
text-seat = Place { $number }
text-seat-empty = { $name } (place libre)
text-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
# Un inventaire : le nombre avant le nom, au pluriel dès 2 (« 1 bois, 2 chiens »). Les
# ingrédients de Cavern Tavern portent le nom de leurs cartes, comme partout ailleurs.
text-good-count = { $count } { $good ->
    [wood] bois
    [stone] { $count ->
        [one] pierre
       *[other] pierres
    }
    [emmer] { $count ->
        [one] céréale
       *[other] céréales
    }
    [flax] lin
    [food] repas
    [gold] { $game ->
        [caverna] Or
       *[other] or
    }
    [ore] { $count ->
        [one] minerai
       *[other] minerais
    }
    [ruby] rubis
    [grain] { $count ->
        [one] céréale
       *[other] céréales
    }
    [vegetable] { $count ->
        [one] légume
       *[other] légumes
    }
    [dog] { $count ->
        [one] chien
       *[other] chiens
    }
    [sheep] { $count ->
        [one] mouton
       *[other] moutons
    }
    [donkey] { $count ->
        [one] âne
       *[other] ânes
    }
    [wild_boar] { $count ->
        [one] sanglier
       *[other] sangliers
    }
    [cattle] { $count ->
        [one] bovin
       *[other] bovins
    }
    [fruit] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-fruit }
    [herbs] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-herbs }
    [syrup] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-syrup }
    [rocks] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-rocks }
    [mead] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-mead }
    [nectar] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-nectar }
    [wine] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-wine }
    [elixir] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-elixir }
    [ambrosia] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-ambrosia }
    [beer] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-beer }
    [liqueur] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-liqueur }
    [spirits] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-spirits }
    [potion] { $count ->
        [one] carte
       *[other] cartes
    } { tavern-ing-potion }
   *[other] { $good }
}
# La nourriture d'un inventaire : en PN (points de nourriture) dans Caverna, en repas dans
# Caverne contre Caverne, comme dans leurs règles.
text-food-count = { $count } { $game ->
    [caverna] PN
   *[other] repas
}
text-no-goods = aucun bien
text-none = { $key ->
    [served_orders] aucune
    [hand] vide
   *[other] aucun
}
text-yes = oui
text-no = non
text-view-key = { $key ->
    [hand] Main
    [objective] Objectif
    [score_with_secrets] Score avec les secrets
    [served_orders] Commandes servies
    [vp] PV
    [met] { $capital ->
        [yes] Atteint
       *[no] atteint
    }
   *[other] { $words }
}

## Résumés du plateau (texte de secours et texte alternatif des images)
text-board-printed-round = { $title }, tour { $printed } ({ $nth ->
    [one] { $round }er
   *[other] { $round }e
} sur { $total })
text-board-round = { $total ->
    [0] { $title }, tour { $round }
   *[other] { $title }, tour { $round } sur { $total }
}
# Cave vs Cave : sa règle dit « manche » pour un round (seeds/000), Caverna et Cavern Tavern « tour ».
text-board-round-cave-vs-cave = { $total ->
    [0] { $title }, manche { $round }
   *[other] { $title }, manche { $round } sur { $total }
}
text-board-over = { $head } — la partie est terminée
text-to-act = À jouer : { $names }.
text-player-points = { $name } : { $points }

## Scores et résultats
text-final-scores = Scores finaux :
text-scores-so-far = Points si la partie s'arrêtait maintenant :
text-resigned = { $name } (abandon)
text-score-line = { $place }. { $name } : { $points }
text-house-deck = Partie jouée avec le paquet maison.
text-house-deck-note = Partie jouée avec le paquet maison. { $note }
text-end-resigned = La partie s'est terminée sur un abandon.
text-end-aborted = La partie a été arrêtée par un modérateur.
text-winner = { $count ->
   *[one] Vainqueur : { $names } !
    [other] Vainqueurs : { $names } !
}
text-solo-over = Partie solo terminée.
text-solo-goal = Objectif solo ({ $goal } points) : { $reached ->
    [yes] atteint
   *[no] non atteint
}.
text-solo-goal-cavern-tavern = Objectif solo ({ $goal } PV) : { $reached ->
    [yes] atteint
   *[no] non atteint
}.
text-solo-outstanding = Un score exceptionnel (plus de 60) !

## La salle d'attente (bot.host.lobby) : publique
lobby-text = Salle d'attente de { $title } : { $names } ({ $fixed ->
    [yes] { $joined } sur { $limit }
   *[no] { $joined } { $joined ->
        [one] inscrit
       *[other] inscrits
    } ; { JOUEURS($min, $max) }
}). { $ready ->
    [yes] Tout est prêt : tapez /partie commencer pour lancer la partie.
   *[no] Tapez /partie rejoindre pour prendre place.
}
lobby-seat-order = { $title } — ordre de jeu : { $order }.
lobby-begins = { $title } commence — ordre de jeu : { $order }.

## Le journal de la partie (bot.host.story, /partie journal)
story-round = { $round ->
    [none] Avant le premier tour
   *[other] Tour { $round }
}
story-round-cave-vs-cave = { $round ->
    [none] Avant la première manche
   *[other] Manche { $round }
}
# Entre les phrases d'un joueur sur une ligne du journal.
story-separator = {" ; "}
story-since-mark = ── depuis votre dernier coup ──
story-taken-back = {" "}(annulé)
story-continued = { $heading } (suite)
story-hidden-choice = un choix caché
story-chose = choisit « { $choice } »
story-made-hidden-choice = a fait un choix caché
story-file-title = { $title } : le journal de la partie

## Regarder une partie (bot.host.views)
view-nothing-private = Vous ne jouez pas dans cette partie : il n'y a rien de privé à vous montrer.
view-only-for-you = Rien que pour vous, { $name } :
view-no-game = Il n'y a pas de partie dans ce salon. Lancez-en une avec /partie nouvelle.
view-lobby-closed = La salle d'attente ouverte ici ({ $title }) a été fermée. Lancez une nouvelle partie avec /partie nouvelle.
view-status-paused = Un modérateur a mis la partie en pause.
view-status-aborted = Cette partie a été arrêtée. Lancez-en une autre avec /partie nouvelle.
view-status-finished = Cette partie est terminée : tapez /partie score pour voir les résultats.
view-waiting-for = On attend { $name } (étape en cours : « { $prompt } »).
view-no-board = Aucun plateau à montrer : aucune partie n'a commencé dans ce salon.
view-no-game-yet = Aucune partie n'a encore été jouée dans ce salon.
view-round-no-moves = { $played ->
    [0] Aucun coup n'a encore été joué dans cette partie.
    [one] Aucun coup n'a été joué au tour { $round } de cette partie (jusqu'ici, on n'a joué qu'au tour { $first }).
   *[other] Aucun coup n'a été joué au tour { $round } de cette partie (jusqu'ici, on a joué les tours { $first } à { $last }).
}
view-round-no-moves-cave-vs-cave = { $played ->
    [0] Aucun coup n'a encore été joué dans cette partie.
    [one] Aucun coup n'a été joué à la manche { $round } de cette partie (jusqu'ici, on n'a joué qu'à la manche { $first }).
   *[other] Aucun coup n'a été joué à la manche { $round } de cette partie (jusqu'ici, on a joué les manches { $first } à { $last }).
}
view-log-heading = { $title } — { $round ->
    [all] le journal jusqu'ici
   *[other] tour { $round }
}{ $new ->
    [no] {" "}(rien de nouveau depuis votre dernier coup)
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] {" "}(page { $page } sur { $pages })
}
view-log-heading-cave-vs-cave = { $title } — { $round ->
    [all] le journal jusqu'ici
   *[other] manche { $round }
}{ $new ->
    [no] {" "}(rien de nouveau depuis votre dernier coup)
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] {" "}(page { $page } sur { $pages })
}
view-log-no-moves = Aucun coup pour l'instant.
view-no-score = Aucune partie avec un score dans ce salon pour l'instant.

## Messages privés (bot.host.announce), dans la langue du salon
dm-your-turn = C'est à vous de jouer dans { $where }.
dm-your-turn-prompt = C'est à vous de jouer dans { $where } : { PROPOS($prompt) }.
dm-only-for-you = Rien que pour vous (partie dans { $where }) :
    { $text }

## En-têtes des tours et annulation (bot.host.turns, bot.host.moderation) : publics
# { $what } est la phrase du journal, qui nomme déjà le joueur (« Yann prend la tuile Culture ») :
# le nommer encore ferait doublon, d'où le sélecteur muet sur { $who }.
undo-needs-all = Demande d'annulation du dernier coup : { $what }.{ $who ->
   *[other] {""}
} Il faut l'accord de tous les joueurs : acceptez ou refusez avec les boutons ci-dessous.
undo-done = Coup annulé : { $what }.{ $who ->
   *[other] {""}
}
turn-log-broken = Impossible de rejouer les coups enregistrés de cette partie ({ $error }).
turn-resigns = { $name } abandonne.
turn-aborted = La partie de { $title } a été arrêtée. Rien n'est compté.
turn-continues = La partie reprend.
turn-moderator-moved = Un modérateur a joué pour { $name }.

## Refus et réponses des services de l'hôte (bot.host.*)
host-game-over = La partie de ce salon est terminée : rien n'a été modifié. Tapez /partie score pour voir les résultats, /partie nouvelle pour en lancer une autre.
host-game-aborted = La partie de ce salon a été arrêtée par un modérateur. Tapez /partie nouvelle pour en lancer une autre.
host-not-started = La partie n'a pas encore commencé : tapez /partie commencer quand tout le monde est là.
host-already-started = Cette partie a déjà commencé.
host-start-needs-player = Seul un joueur de cette partie (ou un modérateur) peut la lancer.
host-undo-needs-player = Seuls les joueurs (ou un modérateur) peuvent annuler un coup.
host-moved-on = La partie a avancé depuis l'affichage de ces choix : rien n'a été modifié.
host-no-position = Aucune position n'est encore enregistrée pour cette partie.
host-seat-changed = Cette place a changé entre-temps : rien n'a été modifié. Vérifiez avec /partie état.
host-lobby-changed = La salle d'attente a changé entre-temps (quelqu'un a pris place, est parti ou a lancé la partie) : rien n'a été modifié. Réessayez.
host-store-busy = La base de données est occupée : rien n'a été enregistré (aucun coup n'a été joué). Réessayez dans un instant.
host-store-lost = La connexion à notre base de données a été coupée : rien n'a changé. Réessayez dans un instant.
host-store-lost-maybe = La connexion à notre base de données a été coupée pendant l'enregistrement : je ne sais pas encore s'il a abouti. Vérifiez avec /partie état avant de réessayer.
host-move-saved-after-all = La connexion à notre base de données a été coupée pendant l'enregistrement de votre coup. J'ai vérifié : votre coup est bien enregistré, ne le rejouez pas.
host-move-not-saved = La connexion à notre base de données a été coupée et votre coup n'a pas été enregistré : rien n'a changé. Rejouez-le.
host-move-unknown = La connexion à notre base de données a été coupée pendant l'enregistrement de votre coup, et je n'ai pas encore pu vérifier s'il a abouti. Vérifiez avec /partie état avant de le rejouer.
computer-no-level = Il n'y a pas de niveau « { $level } » pour l'ordinateur. Niveaux : { $levels }.
computer-lobby-only = Les joueurs ordinateur ne s'ajoutent que dans la salle d'attente ; une fois la partie lancée, un modérateur peut leur confier une place avec /modo remplacer.
computer-add-who = Seul un joueur de cette salle d'attente peut ajouter des joueurs ordinateur.
computer-room = { $room ->
    [0] Il ne reste aucune place libre
    [one] Il reste { $room } place libre
   *[other] Il reste { $room } places libres
} dans la partie (sur { $limit } { $limit ->
    [one] joueur
   *[other] joueurs
}).
computer-remove-who = Seul un joueur de la salle d'attente peut retirer un joueur ordinateur, et seulement avant le début de la partie.
computer-none = Il n'y a aucun joueur ordinateur dans cette salle d'attente.
computer-take-over-who = Seuls les modérateurs peuvent confier une place à l'ordinateur.
computer-took-over = L'ordinateur ({ $level }) occupe désormais la place { $seat }, qui était celle { DE($name) }. Un modérateur peut la rendre à un joueur avec /modo remplacer.
level-easy = facile
level-hard = difficile
level-expert = expert
seat-no-match = Aucun joueur ne correspond à « { $who } » sans ambiguïté. Places : { $seats }.
# Une suggestion de la saisie automatique d'une option qui nomme un joueur (/partie plateau, /modo passer).
seat-choice = Place { $seat } : { $who }
options-no-equals = Écrivez les options sous la forme nom=valeur, séparées par des virgules (« { $part } » n'a pas de « = »).
notify-on = Vous recevrez un message privé quand ce sera à vous de jouer.
notify-off = Plus de messages privés : le bot vous mentionnera seulement dans le salon.

## Rappels et alertes de délai (bot.host.notices) : publics
notice-a-player = un joueur
notice-reminder = Rappel : { $who }, votre partie de { $title } vous attend (aucun coup depuis { $hours }).
notice-timeout = Modérateurs : { $who } n'a pas joué à { $title } depuis { $hours }. Vous pouvez utiliser /modo passer, /modo remplacer (ordinateur:True confie la place à un joueur ordinateur) ou /modo délai pour laisser plus de temps.
notice-in-channel = { $text } (dans { $channel })

## Réglages du salon (/modo réglages) et statistiques du serveur
config-text = Jeux : { $games ->
    [all] tous
   *[other] { $games }
} ; rappels après { $remind } ; modérateurs prévenus après { $timeout } ; un fil par partie : { $thread ->
    [on] oui
   *[off] non
} ; rôle modérateur : { $role ->
    [none] aucun (seule la permission « Gérer les salons » compte)
   *[other] { $role }
}.
stats-games = Parties terminées : { $finished } ; en cours : { $active } ; arrêtées : { $aborted }.
stats-game-finished = { $title } : { $count } { $count ->
    [one] partie terminée
   *[other] parties terminées
}.
stats-median = Temps médian entre deux coups : { NUMBER($minutes, minimumFractionDigits: 1) } { $minutes ->
    [one] minute
   *[other] minutes
}.
stats-player = { $name } : { $won } { $won ->
    [one] victoire
   *[other] victoires
} en { $played } { $played ->
    [one] partie
   *[other] parties
}.

## Punctuation between a label and its value, and between two parts
text-labelled = { $label } : { $value }
text-card = { $name } — { $text }
text-then = { $first } ; { $then }
turn-resigns-plays-on = { $name } abandonne et finira à la dernière place ; { $computer } reprend sa place.
undo-declined = { $name } refuse l'annulation : le coup est maintenu.
