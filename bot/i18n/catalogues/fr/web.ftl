# Cavern Host — catalogue français : les pages de la table en ligne (web/) et ses liens sur Discord.

## Liens et accès
web-link-forged = Ce lien n'est pas un lien donné par le bot : il a peut-être été coupé ou modifié. Appuyez sur « Ouvrir la table » dans le message du tour pour en obtenir un nouveau.
web-link-expired = Ce lien a expiré (un lien vaut 15 minutes). Appuyez sur « Ouvrir la table » dans le message du tour pour en obtenir un nouveau.
web-link-other-member = Ce lien a été fait pour un autre membre. Utilisez le vôtre : appuyez sur « Ouvrir la table » dans le message du tour.
web-no-session = Ouvrez d'abord la table depuis Discord : appuyez sur « Ouvrir la table » dans le message du tour, et le bot vous donne votre propre lien.
web-not-allowed = Ce serveur ne permet pas aux spectateurs de suivre ses parties en ligne. Un modérateur peut l'autoriser avec /mod config web_spectators:on.
web-no-game = Cette partie n'existe pas.
web-game-over = Cette partie est terminée : plus rien ne peut être joué.
web-bad-request = La page a envoyé un coup sans son jeton de sécurité. Rechargez la page et réessayez.
web-rate-limited = Un peu plus lentement : trop de demandes en peu de temps. Réessayez dans quelques secondes.
web-refused-title = La table ne peut pas s'ouvrir
web-back-to-discord = Sur Discord, appuyez sur « Ouvrir la table » dans le message du tour de la partie.
web-your-link = Votre lien personnel vers la table de { $title } (pour vous seul, valable 15 minutes) : { $url }
web-off = La table en ligne n'est pas activée sur ce bot.
controls-open-table = Ouvrir la table

## La page de la partie
web-page-title = { $title } — partie { $game }
web-you-play = Vous jouez { $name }.
web-spectating = Vous êtes spectateur : seul ce que tous les joueurs voient est affiché.
web-to-act = À jouer
web-waiting-for = { $name } : { PROPOS($prompt) }
web-nobody-acts = Personne n'a à jouer.
web-status-lobby = La partie n'a pas encore commencé.
web-status-paused = La partie est en pause (un modérateur l'a suspendue).
web-status-finished = La partie est terminée.
web-status-aborted = La partie a été arrêtée sans résultat.
web-your-turn = À vous : { PROPOS($prompt) }
web-tap-board = Touchez les endroits éclairés du plateau pour choisir, ou choisissez dans la liste.
web-choices = Vos choix
web-all-choices = Tous les choix, en liste
web-clear = Effacer
web-play = Jouer
web-played = Joué : { $label }
web-scores-now = Scores si la partie s'arrêtait maintenant
web-scores-final = Scores finaux
web-total = Total
web-story = Le récit
web-no-story = Rien ne s'est encore passé.
web-live-lost = Reconnexion à la table…
web-close = Fermer
web-tap-to-read = Touchez une case, une tuile ou une carte pour lire ce qu'elle fait.
web-how-to-play = Comment jouer
web-language = Langue
