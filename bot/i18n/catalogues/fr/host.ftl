# Cavern Host — catalogue français.
# Noms des éléments de jeu : tels que les imprime la règle française (/work/shared/seeds) ;
# « (notre traduction) » signale un nom que la règle n'imprime pas.

## Commandes : noms (minuscules, sans espace : exigence de Discord)

cmd-game = partie
cmd-game-notify = notifications
cmd-game-notify-on = activer
cmd-game-notify-off = désactiver
cmd-game-new = nouvelle
cmd-game-computer = ordinateur
cmd-game-computer-add = ajouter
cmd-game-computer-remove = retirer
cmd-game-join = rejoindre
cmd-game-leave = quitter
cmd-game-start = commencer
cmd-game-status = état
cmd-game-board = plateau
cmd-game-log = journal
cmd-game-score = score
cmd-game-hand = main
cmd-game-undo = annuler
cmd-game-resign = abandonner
cmd-game-turn = tour
cmd-game-rules = règles
cmd-play = jouer
cmd-mod = modo
cmd-mod-abort = arrêter
cmd-mod-kick = exclure
cmd-mod-replace = remplacer
cmd-mod-skip = passer
cmd-mod-pause = pause
cmd-mod-resume = reprendre
cmd-mod-timeout = délai
cmd-mod-config = réglages
cmd-help = aide

## Commandes : descriptions (cogs.branding met chacune dans brand-description)

# Chaque description nomme le bot, avec l'espace française avant « : ».
brand-description = Cavern Host : { $description }

cmd-game-desc = Jouer ici à un jeu de cavernes
cmd-game-notify-desc = Être prévenu par message privé quand c'est à vous de jouer
cmd-game-notify-on-desc = Recevoir un message privé quand c'est à vous de jouer
cmd-game-notify-off-desc = Ne plus recevoir de message privé, seulement les mentions dans le salon
cmd-game-new-desc = Ouvrir une partie dans ce salon
cmd-game-computer-desc = Gérer les joueurs ordinateur de la salle d'attente
cmd-game-computer-add-desc = Ajouter un joueur ordinateur à cette partie
cmd-game-computer-remove-desc = Retirer le dernier joueur ordinateur
cmd-game-join-desc = Prendre une place dans la partie de ce salon
cmd-game-leave-desc = Quitter la partie en attente de ce salon
cmd-game-start-desc = Commencer la partie avec les joueurs inscrits
cmd-game-status-desc = Voir où en est la partie et qui doit jouer
cmd-game-board-desc = Voir le plateau ou la caverne d'un joueur
cmd-game-log-desc = Lire le journal de la partie depuis votre dernier coup ou pour un tour donné
cmd-game-score-desc = Voir le score actuel ou les résultats finaux
cmd-game-hand-desc = Voir vos informations et vos choix privés
cmd-game-undo-desc = Reprendre le dernier coup (avec l'accord des joueurs)
cmd-game-resign-desc = Abandonner votre place et finir à la dernière place (avec confirmation)
cmd-game-turn-desc = Republier le message du tour en cours
cmd-game-rules-desc = Règles du jeu et liste des commandes
cmd-play-desc = Jouer votre coup parmi les coups permis
cmd-mod-desc = Modérer les parties de ce salon
cmd-mod-abort-desc = Arrêter la partie de ce salon sans résultat
cmd-mod-kick-desc = Retirer un joueur, même parti du serveur (la partie en cours est mise en pause)
cmd-mod-replace-desc = Donner la place d'un joueur à un autre membre ou à l'ordinateur
cmd-mod-skip-desc = Jouer pour un joueur absent (passer si possible)
cmd-mod-pause-desc = Mettre la partie en pause (plus de coups ni de rappels)
cmd-mod-resume-desc = Reprendre une partie en pause
cmd-mod-timeout-desc = Délai (en heures) laissé à un joueur avant de prévenir les modérateurs
cmd-mod-config-desc = Modifier les réglages des parties de ce salon
cmd-help-desc = Guide avec boutons : commencer une partie, jouer, être prévenu

## Commandes : noms des options

opt-game = jeu
opt-players = joueurs
opt-options = options
opt-computers = ordinateurs
opt-level = niveau
opt-player = joueur
opt-round = tour
opt-public = public
opt-download = télécharger
opt-topic = sujet
opt-about = élément
opt-option = option
opt-seat = place
opt-member = membre
opt-computer = ordinateur
opt-hours = heures
opt-games = jeux
opt-reminder_hours = heures_rappel
opt-timeout_hours = heures_délai
opt-thread_per_game = fil_par_partie
opt-moderator_role = rôle_modérateur
opt-clear_moderator_role = retirer_rôle_modérateur
opt-language = langue

## Commandes : descriptions des options

opt-game-new-game-desc = Le jeu auquel jouer
opt-game-new-players-desc = Nombre de joueurs ; laissez vide pour commencer quand tout le monde est prêt
opt-game-new-options-desc = Options de jeu au format nom=valeur, séparées par des virgules
opt-game-new-computers-desc = Nombre de places tenues par l'ordinateur
opt-game-new-level-desc = La force de jeu des joueurs ordinateur
opt-game-computer-add-level-desc = Sa force de jeu
opt-game-board-player-desc = Numéro de place ou nom du joueur ; laissez vide pour le plateau commun
opt-game-log-round-desc = Un numéro de tour ; laissez vide pour voir ce qui s'est passé depuis votre dernier coup
opt-game-log-public-desc = Afficher le journal dans tout le salon (sinon, il n'est visible que par vous)
opt-game-log-download-desc = Joindre tout le journal en fichier texte
opt-game-rules-topic-desc = Un jeu ou un sujet ; laissez vide pour la vue d'ensemble
opt-game-rules-about-desc = Ce que fait une case, une tuile, une pièce ou une zone : commencez à taper son nom
opt-play-option-desc = Commencez à taper : le bot propose les coups que vous pouvez jouer
opt-mod-kick-player-desc = La place à libérer : choisissez dans la liste
opt-mod-replace-seat-desc = La place : choisissez dans la liste
opt-mod-replace-member-desc = Qui prend la place
opt-mod-replace-computer-desc = Confier la place à l'ordinateur (laissez « membre » vide)
opt-mod-replace-level-desc = La force de jeu de l'ordinateur
opt-mod-skip-seat-desc = La place du joueur absent : choisissez dans la liste
opt-mod-timeout-hours-desc = Nombre d'heures (1440 au plus)
opt-mod-config-games-desc = Les clés des jeux autorisés, séparées par des virgules ; « all » pour tous les jeux
opt-mod-config-reminder_hours-desc = Rappeler un joueur après ce nombre d'heures sans coup
opt-mod-config-timeout_hours-desc = Prévenir les modérateurs après ce nombre d'heures sans coup
opt-mod-config-thread_per_game-desc = Ouvrir chaque nouvelle partie dans son propre fil
opt-mod-config-moderator_role-desc = Le rôle qui peut utiliser /modo sur ce serveur (permission « Gérer les salons » requise)
opt-mod-config-clear_moderator_role-desc = Choisissez True pour ne plus avoir de rôle modérateur (permission « Gérer les salons » requise)
opt-mod-config-language-desc = La langue des messages publics et des images de ce salon

## Commandes : choix (par valeur)

# « Caverne contre Caverne » : titre de la règle française (seeds/000).
choice-cave-vs-cave = Caverna : Caverne contre Caverne (1 ou 2 joueurs)
choice-cavern-tavern = Cavern Tavern (de 1 à 6 joueurs)
# « Caverna » : le titre de la règle française (seeds/002) et de l'édition française.
choice-caverna = Caverna (de 1 à 7 joueurs)
choice-easy = facile : regarde un coup plus loin et ne compte que les points marqués tout de suite.
choice-hard = difficile : devine l'invisible et pèse ressources, famille et plateau autant que les points.
choice-expert = expert : joue comme difficile ; seul à Caverna ou à Caverne contre Caverne, il voit plus loin.
choice-start = Commencer une partie
choice-turns = Jouer son tour
choice-looking = Regarder la partie
choice-undo = Annuler et abandonner
choice-notify = Notifications
choice-moderation = Modérateurs
choice-auto = La langue du serveur

## Réponses (cogs.replies) : refus et erreurs, toujours privés

reply-unexpected = Quelque chose s'est mal passé de notre côté et rien n'a changé. Réessayez ; si cela se reproduit, prévenez un modérateur.
reply-out-of-date = Discord vous a montré une version périmée de cette commande : rien n'a été fait. Rechargez Discord (fermez et rouvrez l'application, ou Ctrl+R) et réessayez.
reply-stray-control = Ce bouton n'appartient à aucune partie en cours : rien n'a été fait. /partie état indique où en est la partie de ce salon.
reply-moved-on = La partie a avancé depuis ce message : rien n'a changé. Utilisez le dernier message du tour ou /jouer.
reply-invalid-value = « { $value } » n'est pas une valeur valable pour cette option.
reply-out-of-range = « { $value } » est hors limites pour cette option : donnez un nombre de { $low } à { $high }.
reply-no-private-message = Cette commande s'utilise dans un salon de serveur, pas en message privé.
reply-missing-permissions = Il vous faut la permission « Gérer les salons » (ou le rôle modérateur) pour cela.
reply-cooldown = Doucement : réessayez dans { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}.
reply-not-allowed = Vous n'avez pas le droit d'utiliser cette commande ici.

## Modération (cogs.mod, bot.host.moderation)

mod-not-moderator = Seuls les modérateurs peuvent faire cela : les membres qui ont ici la permission « Gérer les salons », ou ceux du rôle modérateur choisi par ce serveur avec /modo réglages.
mod-role-needs-manage-channels = Seuls les membres qui ont la permission « Gérer les salons » peuvent changer le rôle modérateur du serveur : rien n'a été changé.
mod-unpingable-role = Remarque : les alertes de délai mentionnent <@&{ $role }>, mais Discord ne préviendra pas ses membres, car le rôle n'est pas mentionnable et Cavern Host ne peut pas mentionner tous les rôles ici. Activez « Permettre à tout le monde de @mentionner ce rôle » dans Paramètres du serveur > Rôles, ou donnez à Cavern Host la permission « Mentionner @everyone, @here et tous les rôles ».
mod-member-or-computer = Nommez un membre, ou choisissez ordinateur:True (pas les deux).
mod-bot-cannot-sit = Un bot ne peut pas occuper de place.
mod-skipped = C'est fait : coup joué pour le joueur absent.
mod-resumed = La partie continue.
mod-language = Langue des messages publics et des images de ce salon : { $language }.
mod-language-auto = Langue des messages publics et des images de ce salon : celle du serveur ({ $language }).
error-not-moderator = Seuls les modérateurs (permission « Gérer les salons » ou rôle de modérateur des parties défini sur le serveur) peuvent faire cela.
error-unknown-language = Il n'y a pas de langue « { $language } ». Langues : { $languages }.
mod-error-not-playing = Ce membre ne joue pas dans cette partie.
mod-error-seat-empty = La place { $seat } est déjà vide : donnez-la à quelqu'un avec /modo remplacer.
mod-kicked-from-lobby = Un modérateur a retiré { $name } de la salle d'attente.
mod-kicked-from-seat = Un modérateur a retiré { $name } de la place { $seat }. La partie est en pause jusqu'à ce qu'un modérateur donne la place à quelqu'un avec /modo remplacer, puis /modo reprendre.
mod-error-already-seated = { $name } a déjà une place dans cette partie.
mod-replaced = { $name } occupe maintenant la place { $seat }, qui était celle { DE($was) }.{ $paused ->
    [yes] {" "}La partie est toujours en pause : tapez /modo reprendre pour la relancer.
   *[no] {""}
}
mod-error-already-paused = La partie est déjà en pause.
mod-paused = La partie est en pause : ni coups ni rappels jusqu'à ce qu'un modérateur tape /modo reprendre.
mod-error-not-paused = La partie n'est pas en pause.
mod-error-seat-without-player = La place { $seat } est vide : donnez-la d'abord à quelqu'un avec /modo remplacer.
mod-error-timeout-range = Le délai doit être supérieur à 0 et ne pas dépasser 1440 heures (60 jours).
mod-timeout-set = Les joueurs ont maintenant { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} pour jouer avant que les modérateurs soient prévenus.
mod-error-nothing-to-decide = { $name } n'a rien à décider pour l'instant.
mod-error-hours-range = { $setting ->
    [reminder] Le délai avant le rappel
   *[timeout] Le délai avant l'alerte aux modérateurs
} doit être supérieur à 0 et ne pas dépasser 1440 heures.
error-unknown-game = Jeu inconnu « { $game } ». Jeux : { $games }.

## Jouer (cogs.play) : les réponses privées du joueur

play-not-your-turn = Ce n'est pas votre tour : vous n'avez rien à décider pour l'instant.
play-not-an-option = « { $option } » ne fait pas partie de vos coups permis. Choisissez parmi les suggestions de /jouer.
play-done = C'est fait : { $label }
play-game-over = Cette partie est terminée ; ce salon a tourné la page.
play-nothing-to-decide = Vous n'avez rien à décider pour l'instant : le bot vous mentionnera quand ce sera à vous de jouer.
play-only-you = { $prompt } (ces choix ne sont visibles que par vous)
play-not-posted = Votre coup est enregistré, mais je n'ai pas pu le publier ici : { $problem }. Une fois le problème réglé, /partie tour publie à nouveau le tour.
play-only-for-you = Visible par vous uniquement :
    { $text }
play-next-public = Ensuite : { PROPOS($prompt) } (sur le message du tour).
play-next = Ensuite : { PROPOS($prompt) }
play-not-yours-owner = Ces choix reviennent à { $owner }, pas à vous.
play-not-yours = Ces choix ne sont pas les vôtres.
play-own-choices-hint = Vos propres choix se trouvent sous le bouton « Mes choix » ou dans /jouer.

## Messages du tour (bot.host.announce) : publics, dans la langue du salon

turn-your-turn = { $mentions } — à vous de jouer.
# Sans verbe : la liste compte un nom ou plusieurs.
turn-still-to-decide = Encore à décider : { $who }. Appuyez sur « Mes choix ».
turn-who-decides = { $name } ({ PROPOS($prompt) })
turn-who-decides-and = { $a } ; { $b }
turn-prompt = **{ $name }** : { PROPOS($prompt) }

## Salle d'attente et tours (bot.host.lobby, bot.host.turns) : refus, privés

lobby-no-such-game = Il n'y a pas de jeu « { $game } ». Jeux : { $games }.
lobby-player-range = { $title } { SE_JOUE($min, $max) }, pas { $players }.
lobby-not-allowed = { $title } ne se joue pas dans ce salon (permis : { $allowed }).
lobby-channel-busy = Une partie est déjà en cours dans ce salon. Terminez-la ou quittez-la d'abord, ou demandez à un modérateur de l'arrêter.
lobby-started-watch = Cette partie a déjà commencé ; vous pouvez la suivre ici.
lobby-already-in = Vous êtes déjà dans cette partie.
lobby-full = La partie est complète ({ $limit } joueurs).
lobby-started-resign = La partie a commencé : utilisez /partie abandonner pour laisser votre place.
lobby-not-in = Vous n'êtes pas dans cette partie.
lobby-already-started = Cette partie a déjà commencé.
lobby-start-who = Seul un joueur de cette partie (ou un modérateur) peut la commencer.
lobby-waiting = En attente de joueurs : { $joined ->
    [0] aucun inscrit
    [one] { $joined } inscrit
   *[other] { $joined } inscrits
} sur { $wanted }.
lobby-needs = { $title } { SE_JOUE($min, $max) } ; { $joined ->
    [0] aucun inscrit pour l'instant
    [one] { $joined } inscrit pour l'instant
   *[other] { $joined } inscrits pour l'instant
}.
turn-not-playing = Vous ne jouez pas dans cette partie.
turn-paused = { $known ->
    [yes] La partie est mise en pause par { $by } : personne ne joue avant qu'un modérateur la reprenne avec /modo reprendre.
   *[no] Un modérateur a mis la partie en pause : personne ne joue avant qu'un modérateur la reprenne avec /modo reprendre.
}
undo-paused = La partie est en pause : un modérateur doit d'abord la reprendre.
undo-who = Seuls les joueurs (ou un modérateur) peuvent annuler un coup.
undo-nothing = Il n'y a encore aucun coup à annuler.
undo-revealed = Le dernier coup a révélé une information cachée ou aléatoire : il ne peut pas être annulé.
abort-who = Seul un modérateur peut arrêter une partie (le créateur peut fermer sa propre salle d'attente).

## Sujets de /partie règles (cogs.rules_help)

rules-topic-start = **Commencer une partie**
    /partie nouvelle `jeu:<jeu>` [joueurs] [options] ouvre une partie dans ce salon.
    Les autres prennent place avec /partie rejoindre (ou /partie quitter). Quand tout le monde est là, /partie commencer tire l'ordre de jeu et l'affiche. Une partie par salon.
    Seul, ou pas assez de joueurs ? `ordinateurs:<k>` (ou /partie ordinateur ajouter) ajoute des joueurs ordinateur ; un modérateur peut donner la place d'un absent à l'ordinateur avec /modo remplacer.
rules-topic-turns = **Jouer son tour**
    Quand votre tour commence, le bot vous mentionne une fois. Appuyez sur un des boutons du message du tour (ou choisissez dans le menu ; les longues listes se parcourent avec ◀ ▶), ou tapez /jouer et choisissez parmi les suggestions : tout votre tour se joue ainsi. Les choix que personne d'autre ne voit, et ceux que plusieurs joueurs font en même temps, se trouvent sous le bouton « Mes choix » ; « Plateaux » affiche les plateaux complets. Seul le message du tour le plus récent a des boutons.
rules-topic-looking = **Regarder la partie**
    /partie état (qui doit jouer), /partie plateau [joueur] (images), /partie journal (ce qui s'est passé depuis votre dernier coup ; `tour:<n>` pour un tour, `télécharger:true` pour tout le journal), /partie score (les points actuels ou les résultats).
rules-topic-undo = **Annuler et abandonner**
    /partie annuler propose d'annuler le dernier coup : les autres joueurs acceptent ou refusent avec les boutons de la demande (un modérateur peut annuler seul). Un coup qui a révélé une information cachée ou aléatoire ne peut pas être annulé. /partie abandonner vous demande confirmation, puis vous met à la dernière place : à trois joueurs ou plus, l'ordinateur reprend votre place et les autres continuent ; à deux, la partie s'arrête.
rules-topic-notify = **Notifications**
    Le bot vous mentionne dans le salon quand vous devez jouer, et on vous le rappelle si la partie vous attend longtemps. /partie notifications activer vous envoie aussi un message privé ; /partie notifications désactiver les arrête.
rules-topic-moderation = **Modérateurs** (permission « Gérer les salons » ou rôle défini avec /modo réglages) :
    /modo pause, /modo reprendre, /modo exclure, /modo remplacer, /modo passer, /modo délai et /modo arrêter ; /modo réglages choisit les jeux de ce salon, le délai avant le rappel et avant l'alerte aux modérateurs, un fil par partie, la langue du salon et le rôle modérateur du serveur.
rules-overview = **Cavern Host** fait jouer des parties de jeux de construction de cavernes dans ce salon, coup par coup.
    Jeux :
    { $games }

    { $start }

    { $turns }

    Pour en savoir plus : /partie règles `sujet:<sujet>` (un sujet ou un jeu). Démarrage rapide : /aide.
rules-overview-game = • **{ $title }** (`{ $key }`) : { JOUEURS($min, $max) }
rules-no-games = • aucun installé
rules-no-topic = Il n'y a pas de sujet d'aide « { $topic } ». Sujets : { $known }.

## Boutons des messages du tour (cogs.controls) : la langue du message

controls-my-choices = Mes choix
controls-boards = Plateaux
controls-previous = ◀ Précédent
controls-next = Suivant ▶
controls-placeholder = { $name } : { PROPOS($prompt) }
controls-page = { $text } (page { $page } sur { $count })

## Réponses de la salle d'attente (cogs.game)
game-new-in = Nouvelle partie dans { $channel } : { $lobby }
game-left = { $name } a quitté la salle d'attente. { $lobby }
game-lobby-closed = Le dernier joueur est parti : la salle d'attente est fermée.
game-started = C'est parti. { $lobby }
game-undone = Coup annulé.

## /partie journal (cogs.log_pages)
log-older = ◀ Plus ancien
log-newer = Plus récent ▶
log-download = Télécharger (.txt)
log-file-description = Le journal de la partie
log-file-reply = Tout le journal de cette partie, en fichier texte.
help-button-out-of-date = Ce bouton d'aide est périmé : relancez /aide.

## /aide (cogs.help) : privé, dans la langue du membre
help-intro = **Cavern Host** fait jouer ici des jeux de plateau de construction de caverne, un coup à la fois.
help-lobby-open = Une salle d'attente de { $title } est ouverte ici{ $seated ->
    [yes] {" "}: vous avez une place ; tapez /partie commencer quand tout le monde est là.
   *[no] {" "}: touchez « Rejoindre » pour prendre une place.
}
help-game-running = Une partie de { $title } est en cours ici{ $mine ->
    [yes] {" "}: **c'est à vous de jouer**.
   *[no] .
}
help-start = **Commencer** Tapez /partie nouvelle et choisissez un jeu ; les autres tapent /partie rejoindre ; puis /partie commencer.
help-turn = **Votre tour** Le bot vous mentionne. Touchez un bouton sous le message du tour (si la liste est longue, ouvrez le menu ; ◀ ▶ affichent la suite), ou tapez /jouer et choisissez dans la liste.
help-private = **Privé** Votre main et vos choix secrets : « Mes choix » ci-dessous ou /partie main. Personne d'autre ne les voit.
help-pings = **Mentions** Le bot vous mentionne ici quand c'est à vous de jouer, et on vous relance si la partie vous attend. Pour être aussi prévenu en message privé : les boutons ci-dessous, ou /partie notifications activer|désactiver.
help-mods = **Modérateurs** (permission « Gérer les salons » ou rôle défini avec /modo réglages) : /modo pause, reprendre, passer, remplacer, exclure, délai, arrêter et réglages.{ $moderator ->
    [yes] {" "}Vous en faites partie.
   *[no] {""}
}
help-more = Pour en savoir plus : /partie règles.
help-button-join = Rejoindre
help-button-dms-on = MP à mon tour
help-button-dms-off = Pas de MP
help-button-rules = Règles

## Problèmes de publication (cogs.delivery), permissions du bot (cogs.hosting)
post-problem-archived = ce fil est archivé
post-problem-permission = il me manque une permission dans ce salon (Voir le salon, Envoyer des messages, Joindre des fichiers ou Envoyer des messages dans les fils)
post-problem-gone = ce salon n'existe plus
post-problem-refused = Discord a refusé le message ({ $status })
post-problem-store = la connexion à notre base de données a été coupée pendant la publication
post-saved-not-posted = C'est enregistré, mais je n'ai pas pu le publier ici : { $problem }. Une fois le problème réglé, /partie tour publie à nouveau le tour.
game-you-resigned = Vous avez abandonné.
game-turn-still-not-posted = Je ne peux toujours pas publier ici : { $problem }.
game-turn-posted = Tour publié à nouveau.
permission-name = { $flag ->
    [view_channel] « Voir le salon »
    [send_messages] « Envoyer des messages »
    [attach_files] « Joindre des fichiers »
    [create_public_threads] « Créer des fils publics »
    [send_messages_in_threads] « Envoyer des messages dans les fils »
   *[other] { $flag }
}
permission-missing = Je ne peux pas encore jouer ici : il me manque { $names } dans ce salon. Demandez à un modérateur d'y remédier (paramètres du salon → Permissions), puis réessayez.

## /partie règles <jeu> (cogs.rules_help)
rules-game = **{ $title }** (`{ $key }`) — { JOUEURS($min, $max) }.
    Lancez-le avec /partie nouvelle jeu:{ $key }{ $options ->
        [none] {""}
       *[other] {" "}et, si vous voulez, des options comme : { $options }
    }. Chaque décision affiche les choix permis et ce que fait chacun.
rules-readings = **Nos interprétations des règles**
game-thread-name = { $game } par { $name }

## /partie revoir : une partie revue
cmd-game-replay = revoir
cmd-game-replay-desc = Revoir une partie tour par tour, en animation
opt-game-replay-game-desc = Une partie terminée de ce serveur ; laissez vide pour celle de ce salon
opt-game-replay-public-desc = Montrer la partie à tout le salon (sinon, elle n'est visible que par vous)
replay-caption = { $game }, partie nº { $id } : { $rounds ->
        [one] un tour
       *[other] { $rounds } tours
    }, une image par tour, puis la fin. Ce qui a changé pendant un tour est en orange.
replay-caption-cave-vs-cave = { $game }, partie nº { $id } : { $rounds ->
        [one] une manche
       *[other] { $rounds } manches
    }, une image par manche, puis la fin. Ce qui a changé pendant une manche est en orange.
replay-round-heading = { $game } — après le tour { $round } sur { $total }
replay-round-heading-cave-vs-cave = { $game } — après la manche { $round } sur { $total }
replay-now-heading = { $game } — tour { $round } sur { $total }, en cours
replay-now-heading-cave-vs-cave = { $game } — manche { $round } sur { $total }, en cours
replay-end-heading = { $game } — résultat final
replay-place = { $place }. { $name } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
replay-rules-changed = La partie nº { $game } a été jouée avec une version antérieure des règles : ses coups ne peuvent plus être montrés fidèlement. Ses résultats et son journal restent consultables.
replay-nothing-here = Aucune partie n'a encore été jouée dans ce salon. Indiquez une partie terminée de ce serveur avec l'option `jeu`.
replay-no-such-game = Il n'y a pas de partie nº { $game } à revoir sur ce serveur. Choisissez-en une dans la liste (elle montre les parties terminées de ce serveur).
replay-choice = nº { $id } · { $game } · { $players } · { $date }
replay-which-game = « { $typed } » n'est pas un numéro de partie : choisissez une partie dans la liste, ou laissez vide pour la partie de ce salon.
replay-linked = Cette animation vient d'être publiée dans ce salon : { $link } (c'est la même, elle n'est donc pas envoyée une deuxième fois).
replay-yours-drawing = Votre animation précédente est encore en cours de dessin : elle arrive dans un instant. Demandez la suivante ensuite.
replay-member-limit = Vous avez demandé { $count ->
    [one] { $count } animation
   *[other] { $count } animations
} ces { $minutes } dernières minutes ; vous pourrez en demander une autre { $when }.
replay-channel-drawing = Une animation est en cours de dessin pour ce salon : regardez celle-là, ou demandez la vôtre en privé (sans l'option `public`).
replay-channel-limit = Ce salon a déjà reçu { $count ->
    [one] { $count } animation
   *[other] { $count } animations
} ces { $minutes } dernières minutes ; demandez la vôtre en privé (sans l'option `public`), ou publiquement { $when }.
replay-busy = Des animations sont en cours de dessin pour d'autres membres ; redemandez dans une minute. (Les parties en cours ne sont jamais ralenties par elles.)
## Une saison de jeu (bot.host.season, cogs.season) : mes parties, résultats, classements

cmd-game-mine = mes-parties
cmd-game-history = historique
cmd-game-profile = profil
cmd-game-leaderboard = classement
cmd-game-mine-desc = Vos parties sur ce serveur, d'abord celles qui vous attendent
cmd-game-history-desc = Les parties terminées de ce serveur, des plus récentes aux plus anciennes
cmd-game-profile-desc = Les parties, victoires, scores et cotes d'un membre sur ce serveur
cmd-game-leaderboard-desc = Les joueurs les mieux cotés d'un jeu sur ce serveur
opt-page = page
opt-game-mine-page-desc = Numéro de page (10 parties par page)
opt-game-history-member-desc = Seulement les parties de ce membre
opt-game-history-game-desc = Seulement ce jeu
opt-game-history-page-desc = Numéro de page (10 parties par page)
opt-game-profile-member-desc = Le membre dont voir le profil ; laissez vide pour vous-même
opt-game-leaderboard-game-desc = Le jeu dont voir le classement
season-computer = Ordinateur ({ $level })
# Une place tenue par l'ordinateur, nommée comme dans la partie : son numéro et son niveau.
season-computer-seat = Ordinateur { $number } ({ $level })
season-length = Durée : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }, { $days ->
        [0] moins d'un jour
        [one] { $days } jour
       *[other] { $days } jours
    }.
season-rating-changes = Cotes :
season-rating-line = { $name } : { $before } → { $after } ({ $change })
season-page = Page { $page } sur { $pages }.
season-mine-empty = Vous n'avez de place dans aucune partie de ce serveur. Ouvrez-en une avec /partie nouvelle, ou prenez place dans une salle d'attente avec /partie rejoindre.
season-mine-title = Vos parties sur ce serveur ({ $count }) :
season-mine-lobby = • **{ $game }**, salle d'attente dans { $channel }, { $count ->
        [one] { $count } inscrit
       *[other] { $count } inscrits
    } · [ouvrir]({ $link })
season-mine-game = • **{ $game }** dans { $channel } : { $state ->
        [mine] **à vous de jouer**
        [paused] en pause
       *[other] { $count ->
            [one] { $who } doit jouer
           *[other] { $who } doivent jouer
        }
    }, tour { $round }, dernier coup { $ago } · [message du tour]({ $link })
season-mine-game-cave-vs-cave = • **{ $game }** dans { $channel } : { $state ->
        [mine] **à vous de jouer**
        [paused] en pause
       *[other] { $count ->
            [one] { $who } doit jouer
           *[other] { $who } doivent jouer
        }
    }, manche { $round }, dernier coup { $ago } · [message du tour]({ $link })
season-history-empty = Aucune partie ne s'est encore terminée sur ce serveur.
season-history-title = Parties terminées ({ $count }), les plus récentes d'abord :
season-history-player = { $place }. { $name } { $score }
season-history-left = { $place }. { $name } (a quitté sa place)
season-history-line = • { $date } **{ $game }** : { $players } · [message final]({ $link })
season-solo-goal = Objectif { $goal } : { $reached ->
        [yes] atteint
       *[no] non atteint
    }.
season-profile-empty = { $name } n'a encore terminé aucune partie sur ce serveur.
season-profile-title = **{ $name }** sur ce serveur :
season-profile-game = • **{ $game }** : { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } ({ $rate } %), meilleur score { $best }, moyenne { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } ; { $rating ->
        [none] pas encore de cote
       *[other] cote { $rating } ({ $rank ->
            [1] 1ᵉʳ
           *[other] { $rank }ᵉ
        } sur { $of })
    }
season-profile-solo = • **{ $game }** en solo : { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }, meilleur score { $best }, { $goals ->
        [0] objectif jamais atteint
        [one] objectif atteint une fois
       *[other] objectif atteint { $goals } fois
    }
season-profile-last = Derniers résultats :
season-profile-result = { $date } { $game } : { $seats ->
        [one] en solo
       *[other] { $place ->
            [1] 1ʳᵉ place
           *[other] { $place }ᵉ place
        } sur { $seats }
    }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
season-leader-title = **{ $game }** : les joueurs les mieux cotés de ce serveur
season-leader-empty = Personne n'a encore de cote à { $game } sur ce serveur : les cotes apparaissent avec la première partie terminée à deux joueurs ou plus.
season-leader-line = { $rank }. { $you ->
        [yes] **{ $name }**
       *[no] { $name }
    } { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
season-leader-about = Une cote part de 1500 ; elle monte quand vous finissez en bonne place, et à mesure qu'elle se précise (modèle Plackett-Luce d'openskill : son estimation prudente, mu − 3 sigma, mise à l'échelle). Chaque jeu et chaque serveur ont leur propre cote ; les parties en solo ou interrompues ne comptent pas ; quitter une partie ou abandonner vous met à la dernière place.
season-rematch-unknown = Le résultat de cette partie n'est pas conservé ici : je ne peux pas lancer sa revanche.
season-rematch-busy = Une partie est déjà ouverte dans ce salon : terminez-la d'abord.
season-rematch-opened = Revanche ! { $asker } propose une autre partie à { $mentions }. { $lobby }
season-rematch-held = La revanche est réservée aux joueurs de cette partie jusqu'à { $until } ; ensuite, tout le monde pourra la lancer (ou ouvrir une autre partie avec /partie nouvelle).
season-button-rematch = Revanche
season-card-title = { $game } : résultats finaux
season-card-rating = cote { $rating } ({ $change })
help-season = **Saison** /partie mes-parties : vos parties ici, d'abord celles qui vous attendent. /partie historique, /partie profil et /partie classement : résultats et cotes. Chaque cote part de 1500 : c'est une estimation prudente de votre niveau (calculée avec openskill), qui monte quand vous finissez dans les premières places et à mesure que votre niveau se précise.
season-previous = ◀ Précédente
season-next = Suivante ▶

# /game resign asks first (issue 40, item 8).
resign-confirm = { $plays_on ->
    [yes] Abandonner cette partie ? L'ordinateur reprend votre place, les autres continuent, et vous finissez à la dernière place.
   *[no] Abandonner cette partie ? Elle s'arrête pour tout le monde, et vous finissez à la dernière place.
}
resign-button-yes = Abandonner
resign-button-no = Continuer à jouer
resign-kept = Vous gardez votre place : la partie continue.
resign-not-yours = Cette confirmation appartient à un autre joueur : rien n'a été fait.
resign-paused = La partie est en pause : vous pourrez abandonner quand un modérateur l'aura reprise avec /modo reprendre.

# The other players answer an undo request with buttons (issue 40, item 9).
undo-button-agree = Accepter
undo-button-decline = Refuser
undo-agreed-waiting = Vous avez accepté. On attend encore : { $names }.

# When the waiting player's reminder and the timeout are due (issue 40, item 15);
# the times are Discord timestamps, shown as "in 3 hours" in the reader's client.
clock-when = { $reminder ->
        [never] plus de rappel
       *[due] prochain rappel { $reminder_at }
    }, { $timeout ->
        [told] délai dépassé { $timeout_at } (modérateurs prévenus)
       *[due] fin du délai { $timeout_at } (les modérateurs seront prévenus)
    }
view-clock = ⏰ { $name } : { $when }.
season-mine-clock = · ⏰ { $when }

# /game rules: a game's how-to-play first, and what each element does (issue 40, item 16).
rules-howto = **Comment se joue { $title }**
    { $howto }

    Que fait une case, une tuile, une pièce ou une zone ? Demandez-le avec `/partie règles élément:` (commencez à taper son nom, puis choisissez dans la liste).
rules-about = **{ $title }** ({ $game })
    { $text }
rules-about-choice = { $name } ({ $game })
rules-about-unknown = Aucune case, tuile, pièce ou zone ne s'appelle « { $about } » : commencez à taper dans l'option élément et choisissez dans la liste.
