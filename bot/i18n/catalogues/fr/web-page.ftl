# Cavern Host — catalogue français : ce que dit le script de la page de la table web (web/static/table.js).

## Quand la table ne répond pas
web-unreachable = Impossible de joindre la table : vérifiez votre connexion, puis réessayez. (Touchez ce message pour le masquer.)

## Un tour dont l'invite dit seulement que c'est au tour du siège (les actions de Cavern Tavern)
web-your-turn-bare = À vous de jouer : choisissez quoi faire.
web-waiting-turn = On attend { $name } (choix de son action).

## L'Objectif Secret de Cavern Tavern une fois la partie décomptée (pendant la partie : « rempli pour l'instant »)
webct-objective-final-met = rempli
webct-objective-final-not-met = non rempli

## Pages que la table ne peut pas donner
web-no-page = Cette page n'existe pas sur la table. Ouvrez-la depuis Discord : appuyez sur « Ouvrir la table » dans le message du tour.
web-server-error = Un problème est survenu du côté de la table ; votre partie n'a rien perdu. Rechargez la page dans un instant.
