# Cavern Host — catalogue français : les phrases de la console locale (bot/console.py).
# La console lit les mots de commande anglais (new, join…) et ceux des commandes Discord de
# chaque langue (rejoindre, commencer…) ; pour ouvrir une partie, un verbe à elle (« ouvrir »,
# « nouvelle » marche aussi). NOM, JEU… sont les mots que le joueur remplace.

## Arrivée et départ
console-welcome = Console de Cavern Host. Tapez « aide » pour voir les commandes, « sortir » pour quitter.
console-bye = Au revoir ! La partie est enregistrée : vous la reprendrez la prochaine fois.
console-unknown-command = Commande inconnue « { $command } ». Tapez « aide » pour voir la liste.
# $games : les clés des jeux, séparées par des virgules.
console-help =
    Commandes (celles de Discord ; les mots anglais fonctionnent aussi) :
      ouvrir JEU [JOUEURS] [nom=valeur ...]   ouvre une salle d'attente (jeux : { $games }) ; « aide ouvrir » : les options
      rejoindre NOM         prend une place (le premier « rejoindre » ouvre la salle d'attente)
      quitter NOM           quitte la salle d'attente
      commencer             lance la partie et affiche l'ordre de jeu
      état                  où en est la partie, et qui doit jouer
      choix [NOM]           les choix numérotés du joueur qui doit jouer
      main [NOM]            les secrets de ce joueur (main, objectif) : les autres détournent les yeux
      jouer ID|NUMÉRO [comme NOM]   joue un choix pour le joueur qui doit jouer (NUMÉRO seul suffit)
      plateau [JOUEUR]      enregistre les images du plateau et affiche les points et le stock (de tous, ou de ce joueur)
      journal [N|tout]      le journal : la dernière page, le tour (ou la manche) N, ou toute la partie
      score                 les scores, en détail
      annuler               annule le dernier coup (jamais au-delà d'une information révélée)
      abandonner NOM        ce joueur abandonne la partie
      ordinateur [NIVEAU]   ajoute un joueur ordinateur à la salle d'attente (niveaux : facile, difficile, expert)
      règles [JEU]          les jeux, ou le nombre de joueurs et les options d'un jeu
      aide [ouvrir]         cette liste, ou comment ouvrir une partie avec des options
      sortir                quitte la console (la partie reste enregistrée ; Ctrl-C aussi)
console-no-games = aucun installé
console-help-new =
    ouvrir JEU [JOUEURS] [nom=valeur ...] ouvre une salle d'attente, par exemple :
      ouvrir cavern-tavern 2 secret_room=true story_card=3
    Les options de chaque jeu, avec leur valeur par défaut :
console-game-options = { $key } :
console-game-no-options = { $key } : aucune option
# Une option de jeu qui n'a pas de valeur par défaut.
console-option-none = (aucune)

## Ce que fait chaque option de partie (help new, rules GAME) : console-option-JEU-NOM
console-option-caverna-furnishing_set = « full » : toutes les tuiles Aménagement ; « intro » : celles de la partie d'initiation seulement
console-option-cavern-tavern-characters = « true » : chaque joueur choisit une carte Personnage au début
console-option-cavern-tavern-chores_bonus = le bonus de la piste Corvées : « mirror_kitchen » (celui de la Cuisine, faute de règle publiée) ou « none » (aucun)
console-option-cavern-tavern-end_steps_after_last_round = « true » : après le tour 10, les étapes de fin de tour ont encore lieu (recul sur la piste Nasty par commande en cours, pénalité des commandes oubliées)
console-option-cavern-tavern-fix_the_roof_vp = PV rapportés par Réparer le toit (6 selon la liste des zones, 7 dans l'exemple de tour)
console-option-cavern-tavern-item_copies = nombre d'exemplaires de chaque carte Objet, en JSON (identifiant de l'objet : nombre d'exemplaires) ; par défaut, les 25 cartes de notre paquet maison
console-option-cavern-tavern-lasting_says_end_after_one_placement = « true » : une carte « Nasty dit » durable prend fin dès qu'un dé est placé dans la salle à laquelle elle donne accès
console-option-cavern-tavern-nasty_penalties = PV perdus à la fin selon la case atteinte sur la piste Nasty, depuis la case 0 (notre propre barème : celui du jeu n'est pas publié)
console-option-cavern-tavern-nasty_says_penalty = « per_card » : chaque carte « Nasty dit » non complétée à la fin coûte 10 PV ; « once » : 10 PV en tout
console-option-cavern-tavern-objectives = « true » : chaque joueur reçoit une carte Objectif Secret (pas en solo)
console-option-cavern-tavern-order_deck = vos propres cartes Commande, en JSON, au lieu de notre paquet maison
console-option-cavern-tavern-says_copies = nombre d'exemplaires de chaque carte « Nasty dit », en JSON (identifiant de la carte : nombre d'exemplaires) ; par défaut, les 15 cartes de notre paquet maison
console-option-cavern-tavern-secret_room = « true » : jouer avec l'extension Chambre Secrète
console-option-cavern-tavern-secret_room_deck = vos propres cartes Chambre Secrète, en JSON, au lieu de notre paquet maison
console-option-cavern-tavern-solo_goal = en solo, en mode Standard (solo_mode=standard) : les PV à atteindre pour gagner
console-option-cavern-tavern-solo_mode = en solo : « standard » pour le mode Standard (atteindre solo_goal) ou « story » pour le mode Histoire (une carte 5 Royaumes fixe les objectifs)
console-option-cavern-tavern-story_card = en mode Histoire (solo_mode=story) : cette carte 5 Royaumes au lieu d'une carte tirée au hasard
console-option-cavern-tavern-story_deck = vos propres cartes 5 Royaumes, en JSON, au lieu de notre paquet maison
console-option-cavern-tavern-summon_when_passing_over = « true » : un déplacement de 2 cases qui franchit une case de convocation (3, 6, 9) vous convoque quand même
console-option-cavern-tavern-track_bonus_tiers = « highest_only » : seul le meilleur bonus de piste atteint compte ; « cumulative » : chaque palier atteint compte

## Les commandes Discord de l'hôte, telles qu'on les tape dans la console
console-word-join = rejoindre NOM
console-word-new = ouvrir JEU
console-word-resign = abandonner NOM

## Ouvrir une partie
console-which-game = Quel jeu ? Par exemple : « ouvrir cave-vs-cave 2 » (tapez « aide ouvrir » pour voir les options)
console-players-not-number = Le nombre de joueurs doit être un nombre, pas « { $text } ».
console-no-such-game = Il n'y a pas de jeu « { $key } ». Jeux : { $games }.
console-game-already-open = Une partie de { $title } est déjà ouverte ici : terminez-la ou abandonnez-la d'abord.
console-player-range = { $title } { SE_JOUE($min, $max) }, pas { $count }.
console-new-lobby = Salle d'attente ouverte pour { $title }. Chaque joueur tape « rejoindre NOM ».
# $options : « nom=valeur, nom=valeur ».
console-new-lobby-options = Salle d'attente ouverte pour { $title } ({ $options }). Chaque joueur tape « rejoindre NOM ».
console-join-first = Il faut d'abord qu'un joueur prenne place : tapez « rejoindre NOM », puis « ordinateur ».
console-who-joins = Qui prend place ? Par exemple, tapez « rejoindre Ann ».
console-who-leaves = Qui part ? Par exemple, tapez « quitter Ann ».
console-nobody-joined-lobby = Personne n'a encore pris place : chaque joueur tape d'abord « rejoindre NOM ».
console-nobody-joined = Personne n'a encore pris place.
console-lobby-open = Une salle d'attente est ouverte : tapez « rejoindre NOM » pour prendre la première place.
# Une salle d'attente enregistrée lors d'une session précédente ; $names : ses joueurs.
console-resuming-lobby = Reprise de la salle d'attente de { $title } ({ $names }) : tapez « rejoindre NOM » pour prendre place, ou « commencer ».
console-resuming-game = Reprise de votre partie de { $title }.

## Jouer
console-not-started = La partie n'a pas encore commencé : tapez « commencer » quand tout le monde est là.
console-game-over = La partie est terminée : tapez « score » pour voir les résultats, ou « ouvrir » pour en lancer une autre.
console-nobody-to-act = Personne ne doit jouer pour l'instant.
console-nothing-to-decide = Ce joueur n'a rien à décider pour l'instant.
# Une décision : qui décide, et la question du moteur.
console-prompt = { $name } : { PROPOS($prompt) }
console-next = À suivre — { $prompt }
console-type-number = Tapez un numéro pour jouer ce choix (ou « jouer ID comme NOM » pour un autre joueur).
console-play-what = Que jouez-vous ? Tapez un numéro ou l'identifiant d'un choix (tapez « choix » pour les afficher).
# $numbers : les numéros affichés, séparés par des virgules (un numéro garde son choix tout le tour).
console-choose-number = Choisissez l'un des numéros affichés : { $numbers }.
# $choice : « Finir le tour » ; $unused : les choix encore possibles ; $again : ce qui a été tapé.
console-quoted = « { $text } »
console-confirm-end = En choisissant « { $choice } », vous renoncez à { $unused }. Tapez de nouveau { $again } pour confirmer.
console-nothing-secret = Ce joueur n'a rien de secret.
console-who-resigns = Qui abandonne ? Tapez « abandonner NOM » (joueurs : { $players }).
console-nobody-yet = personne pour l'instant
# Une ligne destinée à un seul joueur, affichée sur l'écran partagé.
console-private = (visible par { $who } uniquement) { $text }
console-one-player = un joueur

## Regarder
console-log-usage = Tapez « journal », « journal N » (N étant un numéro de tour, ou de manche dans Caverne contre Caverne) ou « journal tout ».
console-log-more = (tapez « journal tout » pour voir tout le journal, ou « journal N » pour ne voir que le tour ou la manche numéro N)
console-rules-game = { $key } : { $title }, { JOUEURS($min, $max) }
console-rules-more = Tapez « règles JEU » pour voir les options d'un jeu.
console-rules-title = { $title } ({ $key }) : { JOUEURS($min, $max) }.
console-rules-options = Options (nom=valeur, après « ouvrir { $key } [JOUEURS] ») :
console-rules-no-options = Ce jeu n'a pas d'options.
console-board-of = Plateau { DE($name) } :
console-image-written = [image enregistrée : { $path }]
# $reason : les mots du système (non traduits).
console-cannot-write-images = Impossible d'enregistrer les images dans { $folder } : { $reason }.

## Mots de commande de la console (tapés ; les noms des commandes Discord marchent aussi)
console-command-new = ouvrir
console-command-options = choix
console-command-quit = sortir
console-command-as = comme

## python -m bot : son --help et le guide affiché quand aucun jeton n'est défini
cli-description = Cavern Host : lance le bot Discord si un jeton est défini, sinon la console locale.
cli-usage-notes =
    {"./run.sh"}                          lancer le bot (DISCORD_TOKEN depuis l'environnement ou .env)
    {"./run.sh"} --local [--db CHEMIN] [--out DOSSIER]   jouer à plusieurs dans ce terminal
    {"./run.sh"} copy-db --from SOURCE --to CIBLE  copier toutes les parties (fichier SQLite
                                      ou URL postgresql://, dans les deux sens) et les vérifier en les rejouant
    {"./run.sh"} ratings rebuild [--db CHEMIN]   recalculer toutes les cotes à partir des résultats enregistrés

    Les chemins relatifs partent du dossier d'où la commande a été lancée (./run.sh le transmet
    dans CAVERN_CALLER_DIR, car il se place d'abord dans le dossier du projet).
cli-help-local = jouer dans ce terminal
cli-help-db = fichier SQLite ou URL postgresql:// (par défaut : DATABASE_URL, sinon DATABASE_PATH ; avec --local, data/console.db)
cli-help-out = dossier des images du plateau dans la console (par défaut out/console)
cli-help-env-file = fichier de configuration (par défaut .env)
cli-help-lang = langue de la console : { $languages } (par défaut, celle de LANG)
cli-help-help = afficher cette aide et quitter
cli-usage = utilisation :{" "}
cli-options = options{"\u202F"}
# Les permissions telles que les nomment les paramètres de Discord en français.
cli-permission-names = Voir les salons, Envoyer des messages, Envoyer des messages dans les fils, Créer des fils publics, Joindre des fichiers
cli-optional-permission = Mentionner @everyone, @here et tous les rôles
cli-offer-console = Lancer la console locale maintenant ? [O/n]{" "}
# Les réponses qui veulent dire oui (Entrée seule aussi), séparées par des espaces.
cli-yes-words = o oui y yes
cli-no-token =
    Aucun DISCORD_TOKEN n'est défini : Cavern Host ne peut pas se connecter à Discord.

    Pour obtenir un jeton :
      1. Ouvrez https://discord.com/developers/applications et cliquez sur « New Application ».
      2. Dans « Bot », cliquez sur « Reset Token » et copiez le jeton (gardez-le secret).
         Laissez les « privileged gateway intents » désactivés : Cavern Host n'en utilise aucun.
      3. Dans « OAuth2 » > « URL Generator », cochez « bot » et « applications.commands »,
         puis les permissions { $permissions } (permissions={ $value }).
         N'ajoutez « { $optional } » que si les alertes de délai doivent mentionner
         un rôle de modérateurs non mentionnable. Ouvrez l'URL générée pour inviter le bot
         sur votre serveur.
      4. Enregistrez le jeton dans un fichier .env à la racine du projet :  DISCORD_TOKEN=votre-jeton
         (partez de .env.example). Vous pouvez y ajouter DEV_GUILD_ID=<l'identifiant du serveur>
         pour que les commandes soient disponibles immédiatement (Paramètres Discord > Avancés >
         Mode développeur, puis clic droit sur l'icône du serveur > Copier l'identifiant du serveur).
      5. Relancez ./run.sh.

    En attendant, vous pouvez jouer directement ici : ./run.sh --local

# Un horodatage Discord (<t:…:R>) dit dans le terminal, qui n'a pas de client Discord pour l'afficher.
console-time-ahead = dans { $count } { $unit ->
    [minutes] min
    [hours] h
   *[days] { $count ->
        [one] jour
       *[other] jours
    }
}
console-time-ago = il y a { $count } { $unit ->
    [minutes] min
    [hours] h
   *[days] { $count ->
        [one] jour
       *[other] jours
    }
}
