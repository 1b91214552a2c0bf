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

## Commandes : descriptions

cmd-game-desc = Jouer ici à un jeu de cavernes
cmd-game-notify-desc = Messages privés quand c'est votre tour
cmd-game-notify-on-desc = Recevoir un message privé quand c'est votre tour
cmd-game-notify-off-desc = Pas de message privé ; seulement les mentions dans le salon
cmd-game-new-desc = Ouvrir une partie dans ce salon
cmd-game-computer-desc = Joueurs ordinateur dans la salle d'attente
cmd-game-computer-add-desc = Asseoir un joueur ordinateur dans cette partie
cmd-game-computer-remove-desc = Retirer le dernier joueur ordinateur
cmd-game-join-desc = Prendre une place dans la partie de ce salon
cmd-game-leave-desc = Quitter la partie en attente de ce salon
cmd-game-start-desc = Commencer la partie avec les joueurs assis
cmd-game-status-desc = Qui joue, à qui est le tour
cmd-game-board-desc = Voir le plateau, ou la caverne d'un joueur
cmd-game-log-desc = Le récit de la partie : depuis votre dernier coup, ou une manche
cmd-game-score-desc = Le score actuel, ou les résultats finaux
cmd-game-hand-desc = Vos informations et choix privés
cmd-game-undo-desc = Reprendre le dernier coup (avec l'accord des joueurs)
cmd-game-resign-desc = Abandonner : la partie s'arrête, vous finissez dernier
cmd-game-turn-desc = Reposter le message du tour en cours
cmd-game-rules-desc = Comment jouer, et les commandes
cmd-play-desc = Jouer votre coup : choisissez une de vos options.
cmd-mod-desc = Modérer les parties de ce salon
cmd-mod-abort-desc = Arrêter la partie de ce salon sans résultat
cmd-mod-kick-desc = Retirer un joueur, même parti du serveur (une partie en cours se met en pause)
cmd-mod-replace-desc = Donner une place à un autre membre, ou à l'ordinateur
cmd-mod-skip-desc = Jouer pour un joueur absent (passer si possible)
cmd-mod-pause-desc = Mettre la partie en pause : ni coups, ni rappels
cmd-mod-resume-desc = Reprendre une partie en pause
cmd-mod-timeout-desc = Heures qu'un joueur peut prendre avant que les modérateurs soient prévenus
cmd-mod-config-desc = Les réglages de partie de ce salon
cmd-help-desc = Comment commencer, jouer et être prévenu, avec des boutons

## Commandes : noms des options

opt-game = jeu
opt-players = joueurs
opt-options = options
opt-computers = ordinateurs
opt-level = niveau
opt-player = joueur
opt-round = manche
opt-public = public
opt-download = télécharger
opt-topic = sujet
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

opt-game-new-game-desc = Quel jeu
opt-game-new-players-desc = Combien de joueurs (vide : commencer quand tout le monde est prêt)
opt-game-new-options-desc = Options de jeu en nom=valeur, séparées par des virgules
opt-game-new-computers-desc = Combien de joueurs ordinateur prennent place
opt-game-new-level-desc = La force de jeu des joueurs ordinateur
opt-game-computer-add-level-desc = Sa force de jeu
opt-game-board-player-desc = Numéro de place ou nom (vide : le plateau commun)
opt-game-log-round-desc = Un numéro de manche (vide : depuis votre dernier coup)
opt-game-log-public-desc = Le montrer au salon (par défaut : à vous seul)
opt-game-log-download-desc = Joindre tout le récit en fichier texte
opt-game-rules-topic-desc = Un jeu ou un sujet (vide : la vue d'ensemble)
opt-play-option-desc = Commencez à taper : vos options légales sont proposées
opt-mod-kick-player-desc = La place à libérer : choisissez dans la liste
opt-mod-replace-seat-desc = La place : choisissez dans la liste
opt-mod-replace-member-desc = Qui prend la place
opt-mod-replace-computer-desc = L'ordinateur joue cette place (laissez membre vide)
opt-mod-replace-level-desc = La force de jeu de l'ordinateur
opt-mod-skip-seat-desc = La place du joueur absent : choisissez dans la liste
opt-mod-timeout-hours-desc = Heures (1440 au plus)
opt-mod-config-games-desc = Clés des jeux permis, séparées par des virgules (all = tous les jeux)
opt-mod-config-reminder_hours-desc = Rappeler un joueur après ce nombre d'heures sans coup
opt-mod-config-timeout_hours-desc = Prévenir les modérateurs après ce nombre d'heures
opt-mod-config-thread_per_game-desc = Ouvrir chaque nouvelle partie dans son propre fil
opt-mod-config-moderator_role-desc = Le rôle qui peut utiliser /modo sur ce serveur (Gérer les salons requis)
opt-mod-config-clear_moderator_role-desc = True : plus de rôle modérateur (Gérer les salons requis)
opt-mod-config-language-desc = La langue des messages publics et des images de ce salon

## Commandes : choix (par valeur)

# « Caverne contre Caverne » : titre de la règle française (seeds/000).
choice-cave-vs-cave = Caverna : Caverne contre Caverne (1-2 joueurs)
choice-cavern-tavern = Cavern Tavern (1-6 joueurs)
# Titre français non imprimé dans nos sources (notre traduction).
choice-caverna = Caverna : Les Nains paysans (1-7 joueurs)
choice-easy = facile : regarde un tour plus loin, les points qu'il marquerait maintenant.
choice-hard = difficile : imagine ce qu'il ne voit pas et pèse biens, famille et plateau autant que les points.
choice-start = Commencer une partie
choice-turns = Jouer son tour
choice-looking = Regarder la partie
choice-undo = Annuler et abandonner
choice-notify = Notifications
choice-moderation = Modérateurs
choice-auto = La langue du serveur
