# Cavern Host — catalogue français : le guide de Caverne contre Caverne (bot/guide.py) :
# comment se déroule une partie, et ce que fait chaque tuile Action, chaque pièce et chaque
# partie de la table, tel que le moteur le joue (rules/cave_vs_cave/data.json). Les mots
# sont ceux de la règle française (seeds/000 et 001) ; une lecture qui est la nôtre le dit.

guide-cave-vs-cave-howto =
    Deux tribus naines creusent la même montagne. Chacun a un plateau Caverne de 11 cases : l'Entrée imprimée, une cavité vide au-dessus, et 9 tuiles Pièce face cachée, de la roche encore à creuser. Chacun commence avec 1 unité de chaque ressource : bois, pierre, céréales, lin, repas et or.

    La partie se joue en 8 manches (7 en solo). Au début de chaque manche, une nouvelle tuile Action est révélée. Puis, en commençant par le premier joueur, chacun à son tour choisit une tuile Action face visible que personne n'a prise dans cette manche et effectue ses actions, dans l'ordre voulu, chacune une seule fois ; deux actions séparées par un trait en diagonale s'excluent : l'une ou l'autre, ou aucune. Vous jouez 2 tours chacun au début, 3 à partir de la manche 4, 4 lors de la dernière manche. Ensuite les tuiles reviennent et l'autre joueur commence.

    Creusez les cavités reliées à l'Entrée : la pièce découverte rejoint les pièces disponibles, que les deux joueurs peuvent aménager. Aménagez une cavité vide en payant le coût d'une pièce ; sa configuration des murs doit correspondre aux murs autour de la cavité : construisez donc des murs là où les pièces en demandent. Les pièces orange agissent quand une tuile vous permet d'utiliser des pièces ; les bleues agissent seules. Gardez toujours plus de pièces orange que de pièces bleues.

    À la fin, vous marquez les points des boucliers de vos pièces plus 1 point par or : le plus haut total l'emporte (en solo : atteindre 50). Touchez un élément de la table pour lire ce qu'il fait.


## Les tuiles Action (rules/cave_vs_cave/data.json, « tiles »)

guide-cave-vs-cave-tile-cultivation = Tuile de départ, là dès la manche 1. Deux actions, dans l'ordre voulu : utiliser 1 pièce orange de votre caverne ; recevoir 2 céréales et 1 lin.
    .title = { cvc-tile-cultivation }
guide-cave-vs-cave-tile-housework = Tuile de départ. Deux aménagements, chacun une fois : aménager une cavité en payant le coût de la pièce plus 1 repas par nain (le nombre de tours de la manche : 2, 3 ou 4 repas), et aménager une cavité en payant le coût de la pièce plus 5 repas ou 1 or. Ce surcoût ne se paie que si une pièce est vraiment aménagée.
    .title = { cvc-tile-housework }
guide-cave-vs-cave-tile-excavation = Tuile de départ. Creuser 1 cavité, ou payer 2 repas pour en creuser 2 ; et recevoir 1 pierre. Creuser 2 fois n'est proposé que si deux cavités peuvent vraiment être creusées l'une après l'autre ; les 2 repas se paient avant la première. La règle ne précise pas ces deux points.
    .title = { cvc-tile-excavation }
guide-cave-vs-cave-tile-undergrowth = Tuile de départ. Utiliser 1 pièce orange, et recevoir 2 bois. Avec le Site de prospection dans votre caverne, cette tuile permet aussi de vendre 1 repas pour 1 or.
    .title = { cvc-tile-undergrowth }
guide-cave-vs-cave-tile-furnishing = Révélée lors de l'une des manches 1 à 3. Recevoir 1 repas, et aménager une cavité en payant le coût de la pièce plus 1 repas par nain (2, 3 ou 4 repas selon le nombre de tours de la manche).
    .title = { cvc-tile-furnishing }
guide-cave-vs-cave-tile-masonry = Révélée lors de l'une des manches 1 à 3. Utiliser 1 pièce orange ; recevoir 1 bois ou 1 pierre ; construire un mur de la réserve dans une fissure de votre caverne (sans effet s'il n'y a plus de mur dans la réserve).
    .title = { cvc-tile-masonry }
guide-cave-vs-cave-tile-undermining = Révélée lors de l'une des manches 1 à 3. Au choix : utiliser jusqu'à 2 pièces orange différentes, ou creuser 1 cavité même à travers les murs. La Sape traverse tous les murs du chemin, mais jamais une pièce face cachée : la règle ne le précise pas, c'est notre choix.
    .title = { cvc-tile-undermining }
guide-cave-vs-cave-tile-expansion = Révélée lors de l'une des manches 4 à 7 (en solo 4 à 6). Creuser 1 cavité, et aménager une cavité en payant le coût de la pièce plus 5 repas ou 2 or.
    .title = { cvc-tile-expansion }
guide-cave-vs-cave-tile-breach = Révélée lors de l'une des manches 4 à 7 ; retirée en solo. Détruire un de vos murs : il retourne dans la réserve, et vous recevez 2 pierres, 3 repas et 1 or. Les pièces déjà aménagées restent ; les murs externes de la caverne ne peuvent pas être retirés.
    .title = { cvc-tile-breach }
guide-cave-vs-cave-tile-drift-mining = Révélée lors de l'une des manches 4 à 7 (en solo 4 à 6). Utiliser 1 pièce orange, et creuser 1 cavité.
    .title = { cvc-tile-drift_mining }
guide-cave-vs-cave-tile-expedition = Révélée lors de l'une des manches 4 à 7 (en solo 4 à 6). L'une ou l'autre : payer 5 bois ou 5 pierres pour 4 or, ou utiliser jusqu'à 3 pièces orange différentes.
    .title = { cvc-tile-expedition }
guide-cave-vs-cave-tile-renovation = La tuile de la dernière manche. Pour la prendre, vous devez avoir plus d'or que votre adversaire ; à égalité, aucun des deux ne peut la prendre. La condition se vérifie quand vous prenez la tuile : si l'or payé ensuite pour l'aménagement vous laisse à égalité ou derrière, vous gardez la tuile (la règle ne le précise pas). En solo, la condition est ignorée. Construire un mur, et aménager une cavité en payant le coût de la pièce seulement.
    .title = { cvc-tile-renovation }


## Les pièces (rules/cave_vs_cave/data.json, « rooms ») : coût, points, murs, action

guide-cave-vs-cave-room-entrance = Imprimée sur votre caverne, orange, 0 point. L'utiliser : recevoir 1 bois, 1 pierre, 1 céréale ou 1 lin. Son côté ouest est l'ouverture de la caverne ; toute excavation part d'ici.
    .title = { cvc-room-entrance }
guide-cave-vs-cave-room-shelf = Orange, 3 points, coûte 1 bois. Murs : un côté, les trois autres libres. L'utiliser : porter à 2 une seule ressource au choix (bois, pierre, céréales ou lin) ; si elle est déjà à 2 ou plus, rien ne change.
    .title = { cvc-room-shelf }
guide-cave-vs-cave-room-spinning-wheel = Orange, 4 points, coûte 1 bois. Murs : un côté, les trois autres libres. L'utiliser : échanger 1 lin contre 1 or, ou 3 lin contre 2 or.
    .title = { cvc-room-spinning_wheel }
guide-cave-vs-cave-room-tunnel = Orange, 3 points, coûte 1 bois. Murs : deux côtés opposés, les deux autres libres. L'utiliser : recevoir 2 repas, et aussi 1 pierre si vous en avez moins de 3. Une seule utilisation donne les deux (la règle ne le précise pas).
    .title = { cvc-room-tunnel }
guide-cave-vs-cave-room-grindstone = Orange, 4 points, coûte 1 pierre. Murs : un côté, et éventuellement un côté voisin ; le reste libre. L'utiliser : échanger 1 céréale contre 3 repas, ou 4 céréales contre 7 repas.
    .title = { cvc-room-grindstone }
guide-cave-vs-cave-room-food-corner = Orange, 3 points, coûte 1 pierre. Murs : deux côtés qui forment un angle, les deux autres libres. L'utiliser : ravitailler vos repas à 3.
    .title = { cvc-room-food_corner }
guide-cave-vs-cave-room-parlor = Orange, 6 points, coûte 1 pierre et 1 or. Murs : trois côtés, le quatrième libre. L'utiliser : chaque ressource à 0 passe à 1.
    .title = { cvc-room-parlor }
guide-cave-vs-cave-room-warehouse = Orange, 2 points, coûte 2 bois. Murs : un côté, éventuellement aussi les deux côtés voisins, le côté opposé libre. L'utiliser : échanger 2 repas contre 1 bois, 1 pierre, 1 céréale et 1 lin.
    .title = { cvc-room-warehouse }
guide-cave-vs-cave-room-stall = Orange, 6 points, coûte 1 bois et 1 or. Murs : un côté, éventuellement aussi les deux côtés voisins, le côté opposé libre. L'utiliser : échanger 5 céréales ou 5 lin contre 4 or.
    .title = { cvc-room-stall }
guide-cave-vs-cave-room-sacrificial-altar = Orange, 7 points, coûte 4 pierres. Murs : un côté, éventuellement aussi les deux côtés voisins, le côté opposé libre. L'utiliser : échanger 1 bois, 1 céréale, 1 lin et 1 repas contre 3 or.
    .title = { cvc-room-sacrificial_altar }
guide-cave-vs-cave-room-storeroom = Orange, 6 points, coûte 2 bois et 1 or. Murs : deux côtés qui forment un angle, les deux autres libres. L'utiliser : recevoir 1 céréale, 1 lin et 1 repas.
    .title = { cvc-room-storeroom }
guide-cave-vs-cave-room-weaving-room = Orange, 5 points, coûte 2 bois. Murs : deux côtés qui forment un angle, les deux autres libres. L'utiliser : échanger 2 lin contre 2 repas et 2 or.
    .title = { cvc-room-weaving_room }
guide-cave-vs-cave-room-furniture-workshop = Orange, 5 points, coûte 1 bois et 2 pierres. Murs : deux côtés qui forment un angle, éventuellement un troisième, un côté libre. L'utiliser : échanger 2 bois et 1 lin contre 3 or.
    .title = { cvc-room-furniture_workshop }
guide-cave-vs-cave-room-gold-vein = Orange, 9 points, coûte 5 or. Murs : deux côtés qui forment un angle, éventuellement un troisième, un côté libre. L'utiliser : recevoir 1 pierre et 1 or.
    .title = { cvc-room-gold_vein }
guide-cave-vs-cave-room-junction-room = Orange, 6 points, coûte 2 bois. Murs : deux côtés opposés, les deux autres libres. L'utiliser : échanger 3 ressources différentes de votre choix contre 2 or ; l'or peut en faire partie, puisque la règle le compte parmi les ressources.
    .title = { cvc-room-junction_room }
guide-cave-vs-cave-room-digging-cave = Orange, 8 points, coûte 3 bois et 1 pierre. Murs : trois côtés, le quatrième libre. L'utiliser : payer 1 or pour creuser 1 cavité accessible.
    .title = { cvc-room-digging_cave }
guide-cave-vs-cave-room-bakehouse = Orange, 6 points, coûte 1 bois et 2 pierres. Murs : trois côtés, le quatrième libre. L'utiliser : échanger 2 céréales contre 4 repas et 1 or, ou 3 céréales contre 4 repas et 2 or.
    .title = { cvc-room-bakehouse }
guide-cave-vs-cave-room-state-room = Orange, 12 points, coûte 7 or. Murs : trois côtés, le quatrième facultatif. L'utiliser : recevoir 1 lin et 1 or.
    .title = { cvc-room-state_room }
guide-cave-vs-cave-room-secret-chamber = Orange, 8 points, coûte 2 bois et 1 pierre. Murs : les quatre côtés. L'utiliser : recevoir 3 lin, ou 1 or.
    .title = { cvc-room-secret_chamber }
guide-cave-vs-cave-room-treasury = Orange, 10 points, coûte 3 or. Murs : les quatre côtés. L'utiliser : échanger 3 or contre 4 or et 1 repas.
    .title = { cvc-room-treasury }
guide-cave-vs-cave-room-prospecting-site = Bleue, 5 points, gratuite. Murs : un côté, et éventuellement un côté voisin ; le reste libre. Lorsque vous utilisez la tuile Action Croissance, vous pouvez vendre 1 repas pour 1 or.
    .title = { cvc-room-prospecting_site }
guide-cave-vs-cave-room-retting-room = Bleue, 3 points, coûte 1 pierre. Murs : un côté, éventuellement aussi les deux côtés voisins, le côté opposé libre. Lorsque vous obtenez 1, 2 ou 3 lin, vous recevez 1 repas. Le lin compte tel qu'il est reçu, avant le plafond de 9, y compris celui qu'une pièce vous donne par son Action de ravitaillement (la règle ne le précise pas).
    .title = { cvc-room-retting_room }
guide-cave-vs-cave-room-equipment-room = Bleue, 3 points, coûte 2 bois. Murs : un côté, et éventuellement un côté voisin ; le reste libre. Quand une action vous permet d'utiliser 2 ou 3 pièces orange, vous pouvez en utiliser une autre en plus.
    .title = { cvc-room-equipment_room }
guide-cave-vs-cave-room-wood-storeroom = Bleue, 2 points, coûte 1 pierre. Murs : deux côtés qui forment un angle, les deux autres libres. Quand une action vous permet d'utiliser 1 pièce orange, vous recevez 1 bois : une fois par action, et seulement si vous utilisez vraiment une pièce (la règle ne le précise pas).
    .title = { cvc-room-wood_storeroom }
guide-cave-vs-cave-room-dungeon = Bleue, 11 points, coûte 3 pierres et 4 or. Murs : les quatre côtés. Lorsque vous construisez un mur, vous recevez 2 or.
    .title = { cvc-room-dungeon }


## La caverne, les ressources et la table

guide-cave-vs-cave-zone-face-down = Une tuile Pièce face cachée : de la roche encore à creuser. Personne ne sait quelle pièce elle cache, vous non plus. Vous pouvez la creuser si elle est accessible : reliée orthogonalement à l'Entrée par un chemin de cases découvertes (l'Entrée, les cavités vides, les pièces aménagées) qui ne traverse ni mur ni pièce face cachée. La Sape peut traverser les murs. Creuser pose la pièce face visible parmi les pièces disponibles, pour les deux joueurs, et laisse une cavité vide.
    .title = Pièce face cachée
guide-cave-vs-cave-zone-food-bonus = Imprimé sur le plateau sous les pièces de B2 et B4 : qui creuse la pièce posée là prend 1 repas. (La règle ne dit pas quelles cases le portent ; nous suivons ce qui est imprimé sur le plateau Caverne.)
    .title = { pic-cvc-food-bonus }
guide-cave-vs-cave-zone-empty-cavern = Une case déjà creusée. Aménagez-y une pièce : payez son coût et le surcoût de l'action, et sa configuration des murs doit correspondre aux murs autour de la cavité (vous pouvez tourner la tuile). Cette cavité n'a pas besoin d'être accessible depuis l'Entrée. Sans cavité vide, un aménagement n'a pas d'effet.
    .title = Cavité vide
guide-cave-vs-cave-zone-wall = Une fissure entre deux cases, où l'on peut placer un mur. Maçonnerie et Rénovation construisent un mur de la réserve ; Brèche détruit un de vos murs. Les murs décident quelles pièces peuvent être aménagées et barrent le chemin pour creuser. Le cadre sombre représente les parois naturelles : elles comptent comme des murs et ne peuvent jamais être retirées. Une barre pleine est un jeton mur ; un pointillé, une fissure libre.
    .title = Murs
guide-cave-vs-cave-zone-additional-cavern = Le premier joueur dont les 11 cases de la caverne sont toutes aménagées reçoit la cavité supplémentaire et choisit un côté : 2 murs en angle ou 3 murs. Les 2 murs sont au nord et à l'ouest, les 3 murs au nord, à l'est et à l'ouest (la règle ne le précise pas). Elle est déjà creusée : ajoutez des murs sur ses côtés libres et aménagez-la comme les autres. Elle n'est pas reliée à votre caverne. Elle sert aussi en solo.
    .title = { pic-cvc-extra }
guide-cave-vs-cave-zone-shelf = Vos ressources, chacune sur sa ligne de l'étagère de réserve : tout le monde commence avec 1 unité de chacune. Au plus 9 unités d'une ressource et 19 or (au-delà de 9, le marqueur d'or passe sur son côté +10) ; l'excédent est perdu. À la fin, chaque or vaut 1 point ; les autres ressources ne valent rien.
    .title = Étagère de réserve
guide-cave-vs-cave-zone-conversion = L'action permanente : à tout moment et autant de fois que vous le désirez, échangez 1 céréale, 1 lin ou 1 or contre 1 repas. Ici, c'est « Échanger des ressources… » parmi vos choix, proposé tant que vous avez moins de 9 repas.
    .title = Action permanente
guide-cave-vs-cave-zone-walls-supply = Les 7 jetons murs, communs aux deux joueurs. Construire un mur en prend un ici, détruire un mur l'y remet. Quand il n'en reste plus, construire un mur n'a pas d'effet.
    .title = Jetons murs
guide-cave-vs-cave-zone-display = Les pièces à aménager : les 6 pièces à verso gris clair du début (3 au hasard en solo), puis chaque pièce creusée par l'un ou l'autre joueur. Chaque pièce n'existe qu'une fois : aménagée, elle est perdue pour l'autre joueur.
    .title = { pic-cvc-rooms-to-furnish }
guide-cave-vs-cave-zone-room-pile = En solo seulement : les 9 pièces à verso gris foncé qui ne sont pas dans votre caverne forment une pile face cachée. À la fin d'un tour où vous n'avez creusé qu'une seule cavité, la tuile du dessus est révélée et rejoint les pièces disponibles.
    .title = Pile du mode solo
guide-cave-vs-cave-zone-round-track = Les manches et, sous chacune, autant de nains que chaque joueur y jouera de tours : 2, 2, 2, 3, 3, 3, 3, 4 (en solo 2, 2, 2, 3, 3, 3, 4). Un coût de « 1 repas par nain » vaut le nombre de tours de la manche en cours.
    .title = { pic-cvc-rounds }
guide-cave-vs-cave-zone-hidden-tile = Une tuile Action encore face cachée : elle est révélée au début de sa manche. Son verso montre son groupe, on sait donc ce qu'elle peut être : les manches 1 à 3 révèlent Aménagement, Maçonnerie et Sape dans un ordre au hasard ; les manches 4 à 7 Agrandissement, Brèche, Galerie et Expédition (en solo les manches 4 à 6, sans Brèche) ; la dernière manche Rénovation.
    .title = Tuile Action face cachée
guide-cave-vs-cave-zone-turns = Les nains indiquent vos tours dans cette manche, un par tour ; un nain dessiné en contour seulement est un tour déjà joué. Les joueurs jouent à tour de rôle, en commençant par le premier joueur ; à chaque tour, on prend une tuile Action face visible que personne n'a encore prise dans cette manche.
    .title = Tours
guide-cave-vs-cave-zone-first-player = Joue le premier tour de cette manche. À la fin de chaque manche, le jeton passe à l'adversaire : chaque joueur est premier joueur une manche sur deux.
    .title = { pic-first-player-cap }
guide-cave-vs-cave-zone-score = Les points si la partie finissait maintenant : les boucliers de toutes les pièces de votre caverne, plus 1 point par or. À la fin, en cas d'égalité, le joueur possédant la pièce avec la valeur la plus élevée gagne ; s'il y a encore égalité, la partie est nulle.
    .title = { pic-score-breakdown }
guide-cave-vs-cave-zone-colour-rule = Les pièces orange (un rond) agissent quand une tuile vous permet d'utiliser des pièces : chacune une fois par action, et pas au tour où vous l'avez aménagée. Les pièces bleues (un losange) agissent seules. Vous devez toujours avoir plus de pièces orange que de pièces bleues, l'Entrée comptant comme orange : une pièce bleue ne peut être aménagée que si les orange restent plus nombreuses.
    .title = Pièces orange et bleues
guide-cave-vs-cave-zone-wall-icon = Les murs qu'une pièce demande autour de sa cavité : un segment sombre est un mur qui doit être présent, un segment clair un mur qui peut l'être, pas de segment un côté sans mur. Vous pouvez tourner la tuile pour qu'elle corresponde. Les parois naturelles comptent comme des murs ; les tuiles Pièce, même face cachée, jamais.
    .title = Configuration des murs
guide-cave-vs-cave-zone-solo-goal = En solo : atteindre 50 points de victoire en 7 manches, les points des pièces plus 1 par or. Au-delà de 60 points, votre nom sera inscrit en lettres d'or dans les archives naines !
    .title = But du mode solo
