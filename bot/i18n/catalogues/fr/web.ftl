# Cavern Host — catalogue français : les pages de la table en ligne (web/) et ses liens sur Discord.

## Liens et accès
web-link-forged = Ce lien n'est pas un lien donné par le bot : il a peut-être été coupé ou modifié. Appuyez sur « Ouvrir la table » dans le message du tour pour en obtenir un nouveau.
web-link-expired = Ce lien a expiré (un lien est valable 15 minutes). Appuyez sur « Ouvrir la table » dans le message du tour pour en obtenir un nouveau.
web-link-other-member = Ce lien est destiné à un autre membre. Utilisez le vôtre : appuyez sur « Ouvrir la table » dans le message du tour.
web-no-session = Ouvrez d'abord la table depuis Discord : appuyez sur « Ouvrir la table » dans le message du tour, et le bot vous donne votre propre lien.
web-not-allowed = Ce serveur ne permet pas aux spectateurs de suivre ses parties en ligne. Un modérateur peut l'autoriser avec /modo réglages spectateurs_web:True.
web-no-game = Cette partie n'existe pas.
web-game-over = Cette partie est terminée : plus rien ne peut être joué.
web-bad-request = La page a envoyé un coup sans jeton de sécurité. Rechargez la page et réessayez.
web-moved-on = La partie a avancé depuis l'affichage de cette page : rien n'a été modifié. Actualisez la table pour voir le tour en cours.
web-seat-changed = Cette place a changé entre-temps : rien n'a été modifié. Actualisez la table pour voir où en est la partie.
web-store-lost-maybe = La connexion à notre base de données a été coupée pendant l'enregistrement : je ne sais pas encore s'il a abouti. Actualisez la table avant de réessayer.
web-move-unknown = La connexion à notre base de données a été coupée pendant l'enregistrement de votre coup, et je n'ai pas encore pu vérifier s'il a abouti. Actualisez la table avant de le rejouer.
web-rate-limited = Doucement : trop de demandes en peu de temps. Réessayez dans quelques secondes.
web-refused-title = La table ne peut pas s'ouvrir
web-back-to-discord = Sur Discord, appuyez sur « Ouvrir la table » dans le message du tour de la partie.
web-your-link = Votre lien personnel vers la table de { $title } (visible par vous uniquement, valable 15 minutes) : { $url }
web-off = La table en ligne n'est pas activée sur ce bot.
controls-open-table = Ouvrir la table

## La page de la partie
web-page-title = { $title } — partie { $game }
web-you-play = Vous êtes { $name }.
web-spectating = Vous regardez la partie en spectateur : seules les informations publiques sont affichées.
web-to-act = À jouer
web-waiting-for = On attend { $name } (étape en cours : « { $prompt } »).
# The reader's own line in « To act », when their choices are on the page under it.
web-waiting-you = Vous : vos choix sont juste en dessous.
web-nobody-acts = Personne ne doit jouer pour l'instant.
web-status-lobby = La partie n'a pas encore commencé.
web-status-paused = La partie est en pause (un modérateur l'a suspendue).
web-status-finished = La partie est terminée.
web-status-aborted = La partie a été arrêtée sans résultat.
web-your-turn = À vous : { PROPOS($prompt) }
web-tap-board = Touchez les zones en surbrillance du plateau pour choisir, ou choisissez dans la liste.
web-choices = Vos choix
web-all-choices = Tous les choix, en liste
web-clear = Effacer
web-play = Jouer
web-played = Joué : { $label }
web-scores-now = Scores si la partie s'arrêtait maintenant
web-scores-final = Scores finaux
web-total = Total
web-story = Journal de la partie
web-no-story = Rien ne s'est encore passé.
web-live-lost = Reconnexion à la table…
web-close = Fermer
web-tap-to-read = Touchez une case, une tuile ou une carte pour lire ce qu'elle fait.
web-how-to-play = Comment jouer
web-language = Langue

## /mod config web_spectators
opt-web_spectators = spectateurs_web
opt-mod-config-web_spectators-desc = Permettre à quiconque a le lien d'une partie de la suivre en ligne (vue publique)
web-spectators-on = Table en ligne : les spectateurs peuvent suivre les parties de ce serveur (la vue publique seulement).
web-spectators-off = Table en ligne : seuls les joueurs d'une partie peuvent ouvrir sa page.

## Revoir une partie terminée
web-replay-title = { $title } — revoir la partie { $game }
web-replay-step = Coup { $step } sur { $steps }
web-replay-round = manche { $round }
web-replay-first = Début
web-replay-round-back = Manche précédente
web-replay-back = Reculer
web-replay-play = Lecture
web-replay-pause = Pause
web-replay-forward = Avancer
web-replay-round-forward = Manche suivante
web-replay-last = Fin
web-replay-not-over = Cette partie est encore en cours : vous pourrez la revoir une fois qu'elle sera terminée.
web-back-to-game = Retour à la page de la partie
web-watch-again = Revoir la partie, coup par coup

## Mes parties
web-mine-title = Mes parties
web-mine-link = Mes parties
web-mine-mine = à vous de jouer
web-mine-active = au tour d'un autre joueur
web-mine-paused = en pause
web-mine-lobby = pas encore commencée (salle d'attente)
web-mine-none = Vous ne jouez dans aucune partie en cours sur ce serveur.

## Se connecter avec Discord
web-login = Se connecter avec Discord
web-login-failed = Discord n'a pas confirmé qui vous êtes. Réessayez, ou appuyez sur « Ouvrir la table » dans le message du tour.

## Le classement
web-leaderboard-title = Classement : { $title }
web-leaderboard-link = Classement

## Changer de cap sur la page : annuler, abandonner, revanche (les mêmes appels que
## /partie annuler, /partie abandonner et le bouton Revanche du message final)
web-undo-button = Demander à annuler le dernier coup
web-undo-asked = Vous avez demandé l'annulation du dernier coup. On attend encore : { $names }. L'accord se donne ici ou dans le salon.
web-undo-request = { $names } demande l'annulation du dernier coup. Acceptez-vous ?
web-undo-you-agreed = Vous avez accepté l'annulation du dernier coup. On attend encore : { $names }.
web-resign-open = Abandonner…
web-rematch-hint = Rejouer au même jeu avec les mêmes options : une nouvelle salle d'attente s'ouvre dans le salon.
# A lobby's page (a rematch leads there): who sits, and how the game starts.
web-lobby-seated = Déjà assis : { $names }. Quand tout le monde est là, lancez la partie dans le salon avec /partie commencer.
# Where a member who resigned from the page goes when the others play on (their seat is a computer's).
web-you-resigned-plays-on = Vous avez abandonné la partie nº { $game } : un ordinateur joue votre place, et vous finissez dernier. Sa table est désormais celle des joueurs.
