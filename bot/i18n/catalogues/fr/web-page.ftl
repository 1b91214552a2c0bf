# Cavern Host — catalogue français : ce que dit le script de la page de la table web (web/static/table.js).

## Quand la table ne répond pas
web-unreachable = Impossible de joindre la table : vérifiez votre connexion, puis réessayez. (Touchez ce message pour le masquer.)
