# Cavern Host — catalogue français : le guide de Cavern Tavern (bot/guide.py) : comment se
# déroule une partie, et ce que fait chaque salle, zone, piste, carte, objet, personnage,
# jeton et pion, tel que le moteur le joue. Mots de la règle française (seeds/003) : le
# marqueur « descend » sur les pistes vers les grands nombres (pire sur la piste Nasty,
# mieux sur les pistes Cuisine et Corvées), et « remonte » dans l'autre sens.

guide-cavern-tavern-howto =
    Vous travaillez dans la taverne de Nasty le temps d'une nuit de 10 tours (de 22 h à 1 h). Le joueur qui a le plus de Points de Victoire (PV) à la fin gagne.
    À chaque tour, tout le monde lance ses 4 dés ; le joueur qui a le dé blanc le lance aussi. En commençant par le premier joueur et en sens horaire, chacun joue à son tour, et l'on continue ainsi jusqu'à ce que plus personne ne puisse placer de dé. Pendant votre tour : prenez une commande au Mess si vous n'en avez pas (ce doit alors être votre première action), placez des dés sur une zone de la taverne, une seule fois (c'est obligatoire si vous le pouvez), servez votre commande quand vous avez tous ses ingrédients, jouez des cartes Objet ; puis finissez votre tour.
    Certaines zones demandent une valeur (Σ) : des dés, autant que vous voulez, dont la somme fait exactement cette valeur ; les autres demandent un nombre de dés précis, peu importe leurs valeurs. Le Cellier donne des ingrédients ; la Cuisine et le Tableau des Corvées donnent un ingrédient et des PV, et font descendre votre marqueur sur la piste Cuisine ou Corvées ; le Bureau de Nasty et l'Atelier du Sorcier offrent d'autres avantages.
    Servez une commande le tour où vous l'avez prise pour en tirer le plus de PV : chaque tour d'attente en retire, et un client qui attend depuis trop longtemps s'en va à la fin d'un tour, en vous faisant perdre des PV. À la fin de chaque tour où vous avez une commande en cours, vous descendez aussi d'une case sur la piste Nasty ; aux cases 3, 6 et 9, Nasty vous convoque dans son bureau. Après le tour 10, vous perdez les PV indiqués sur votre case de la piste Nasty, gagnez 1 PV par ingrédient si vous n'avez plus de commande en cours, perdez 10 PV par carte « Nasty dit » encore devant vous, et marquez les PV de votre Objectif Secret (s'il est rempli) et de vos Tips.
    Sur la table web, touchez une zone pour y placer des dés (puis choisissez lesquels), une commande pour la prendre ou la servir, et n'importe quel élément pour lire ce qu'il fait.

## Salles
guide-cavern-tavern-room-mess = Les six commandes proposées. Prenez-en une quand vous n'en avez pas : votre meeple reste sur son emplacement jusqu'à ce que la commande soit servie ou oubliée, puis une nouvelle commande de la pile y est posée. Au lieu d'une commande face visible, vous pouvez piocher à l'aveugle la première carte de la pile : vous défaussez alors la commande de l'emplacement de votre choix.
    .title = Mess
guide-cavern-tavern-room-cellar = Six zones, une par valeur de 1 à 6, qui donnent chacune l'un de deux ingrédients. Emplacements par zone selon le nombre de joueurs — 2 joueurs : 1 ; 3 joueurs : 2 ; 4 joueurs : 3 ; 5 ou 6 joueurs : 4 ; en solitaire : 1 (et l'Automate bloque des zones entières). Le nombre sur chaque ingrédient est le nombre de cartes restantes dans sa pile ; une pile vide ne donne rien.
    .title = Cellier
guide-cavern-tavern-room-kitchen = Six tâches, de valeur 7 à 17, avec un seul emplacement chacune. Une tâche donne son ingrédient et ses PV (chaque récompense est facultative) et fait descendre votre marqueur d'une case sur la piste Cuisine ; à partir de la case 3 de cette piste, chaque tâche rapporte davantage.
    .title = Cuisine
guide-cavern-tavern-room-chores = Six corvées, de valeur 8 à 18, avec un seul emplacement chacune. Une corvée donne son ingrédient et ses PV (chaque récompense est facultative) et fait descendre votre marqueur d'une case sur la piste Corvées ; à partir de la case 3 de cette piste, chaque corvée rapporte davantage.
    .title = Tableau des Corvées
guide-cavern-tavern-room-office = Sa seule zone, Parler à Nasty, demande 1 dé, peu importe sa valeur. La pile de cartes « Nasty dit » est posée sur le bureau. Même avec une carte « Nasty dit » devant vous, vous pouvez placer des dés ici, dans le Cellier et dans l'Atelier du Sorcier.
    .title = Bureau de Nasty
guide-cavern-tavern-room-workshop = Trois zones qui demandent un nombre de dés, peu importe leurs valeurs : Remplacer une commande (1 dé), Objet (2 dés) et Potion Magique (3 dés). La règle ne dit pas combien elles ont d'emplacements : nous leur en donnons autant qu'à une zone du Cellier.
    .title = Atelier du Sorcier
guide-cavern-tavern-room-secret = L'extension Chambre Secrète. À partir du tour 4 (23 h), trois cartes Chambre Secrète sont posées ici, chacune avec un jeton de la Pile Secrète. Une carte s'utilise comme une tâche, avec la valeur qu'elle indique, mais n'a qu'un seul emplacement. Le joueur qui l'utilise prend sa récompense et son jeton ; à la fin du tour, la carte va sur le plateau individuel de ce joueur (3 cartes au plus), et lui seul peut l'utiliser de nouveau. La zone de Miss Nasty donne des jetons Modificateur. Les cartes « Nasty dit » n'interdisent jamais cette salle. Les cartes et le contenu de la Pile Secrète (2 jetons Boisson par ingrédient, 21 jetons Miss Nasty) viennent de notre paquet maison : les cartes imprimées n'ont pas été publiées.
    .title = Chambre Secrète
guide-cavern-tavern-room-automaton = En solitaire seulement. Au début de chaque tour, l'Automate lance ses dés, et chaque dé bloque quelque chose pour tout le tour : le dé blanc, un emplacement du Mess (1 en haut à gauche, 6 en bas à droite ; s'il tombe sur votre meeple, il va sur l'emplacement voisin) ; le jaune, une zone du Cellier ; le bleu, une tâche de la Cuisine ; le vert, une corvée (de 1 à 6 dans l'ordre du plateau) ; le rouge, la zone Objet sur 1 ou 2, la zone Potion Magique sur 3 ou 4, Remplacer une commande sur 5, le Bureau de Nasty sur 6 (et vous descendez alors d'une case sur la piste Nasty) ; le violet (avec la Chambre Secrète), une carte Chambre Secrète sur 1 à 3, la zone de Miss Nasty sur 4 à 6. À la fin du tour, la commande du Mess sous le dé blanc est défaussée et remplacée, et la carte Chambre Secrète sous le dé violet est défaussée.
    .title = Automate

## Zones du Cellier
guide-cavern-tavern-zone-cellar1 = Des dés dont la somme fait 1 : prenez une carte Fruit ou Herbes.
    .title = { tavern-zone-cellar1 }
guide-cavern-tavern-zone-cellar2 = Des dés dont la somme fait 2 : prenez une carte Sirop ou Pierres.
    .title = { tavern-zone-cellar2 }
guide-cavern-tavern-zone-cellar3 = Des dés dont la somme fait 3 : prenez une carte Hydromel ou Nectar.
    .title = { tavern-zone-cellar3 }
guide-cavern-tavern-zone-cellar4 = Des dés dont la somme fait 4 : prenez une carte Vin ou Élixir.
    .title = { tavern-zone-cellar4 }
guide-cavern-tavern-zone-cellar5 = Des dés dont la somme fait 5 : prenez une carte Ambrosie ou Bière.
    .title = { tavern-zone-cellar5 }
guide-cavern-tavern-zone-cellar6 = Des dés dont la somme fait 6 : prenez une carte Liqueur ou Spiritueux.
    .title = { tavern-zone-cellar6 }

## Tâches de la Cuisine
guide-cavern-tavern-zone-kitchen7 = Des dés dont la somme fait 7 : prenez une carte Herbes, le jeton premier joueur et 2 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine.
    .title = { tavern-zone-kitchen7 }
guide-cavern-tavern-zone-kitchen9 = Des dés dont la somme fait 9 : prenez une carte Sirop et 3 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine.
    .title = { tavern-zone-kitchen9 }
guide-cavern-tavern-zone-kitchen11 = Des dés dont la somme fait 11 : prenez une carte Nectar et 4 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine.
    .title = { tavern-zone-kitchen11 }
guide-cavern-tavern-zone-kitchen13 = Des dés dont la somme fait 13 : prenez une carte Élixir et 5 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine.
    .title = { tavern-zone-kitchen13 }
guide-cavern-tavern-zone-kitchen15 = Des dés dont la somme fait 15 : prenez une carte Bière et 6 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine ; vous pouvez aussi échanger une de vos cartes ingrédient contre un ingrédient du Cellier (excepté une Potion Magique).
    .title = { tavern-zone-kitchen15 }
guide-cavern-tavern-zone-kitchen17 = Des dés dont la somme fait 17 : prenez une carte Hydromel et 7 PV (chaque récompense est facultative), et descendez d'une case sur la piste Cuisine ; vous pouvez aussi voler un ingrédient (excepté une Potion Magique) à un autre joueur, ou, en solitaire, en prendre un dans le Cellier.
    .title = { tavern-zone-kitchen17 }

## Corvées
guide-cavern-tavern-zone-chore8 = Des dés dont la somme fait 8 : prenez une carte Fruit et 2 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées.
    .title = { tavern-zone-chore8 }
guide-cavern-tavern-zone-chore10 = Des dés dont la somme fait 10 : prenez une carte Pierres et 3 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées.
    .title = { tavern-zone-chore10 }
guide-cavern-tavern-zone-chore12 = Des dés dont la somme fait 12 : prenez une carte Ambrosie et 4 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées.
    .title = { tavern-zone-chore12 }
guide-cavern-tavern-zone-chore14 = Des dés dont la somme fait 14 : prenez une carte Liqueur et 5 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées.
    .title = { tavern-zone-chore14 }
guide-cavern-tavern-zone-chore16 = Des dés dont la somme fait 16 : prenez une carte Vin et 6 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées ; vous pouvez aussi échanger un de vos ingrédients contre un ingrédient d'un autre joueur (en solitaire, du Cellier). La liste des zones de la règle donne 6 PV, son exemple 7 : nous jouons 6.
    .title = { tavern-zone-chore16 }
guide-cavern-tavern-zone-chore18 = Des dés dont la somme fait 18 : prenez une carte Spiritueux, un ingrédient de votre choix du Cellier et 7 PV (chaque récompense est facultative), et descendez d'une case sur la piste Corvées.
    .title = { tavern-zone-chore18 }

## Bureau de Nasty, Atelier, Miss Nasty
guide-cavern-tavern-zone-office = 1 dé, peu importe sa valeur : remontez d'une case sur la piste Nasty (jamais au-delà de la case 0) et choisissez un autre joueur, qui descend d'une case sur cette piste. En solitaire, seul votre marqueur bouge.
    .title = { tavern-zone-office }
guide-cavern-tavern-zone-replace = 1 dé, peu importe sa valeur : défaussez une commande du Mess, piochez 3 commandes, placez-en une sur l'emplacement libre et les deux autres sous la pile (personne d'autre ne les voit).
    .title = { tavern-zone-replace }
guide-cavern-tavern-zone-item = 2 dés, peu importe leurs valeurs : piochez 3 cartes Objet, gardez-en une et remélangez les autres dans la pile (quand la pile est vide, les cartes défaussées forment une nouvelle pile). Vous ne pouvez pas avoir plus de 3 cartes Objet en main : au-delà, défaussez-en.
    .title = { tavern-zone-item }
guide-cavern-tavern-zone-potion = 3 dés, peu importe leurs valeurs : prenez une carte Potion Magique (s'il en reste) et piochez 1 carte Objet.
    .title = { tavern-zone-potion }
guide-cavern-tavern-zone-missnasty = Zone de la Chambre Secrète. 1 dé, peu importe sa valeur : prenez 2 jetons Modificateur (s'il en reste). Nous lui donnons autant d'emplacements qu'à une zone du Cellier : le nombre imprimé n'a pas été publié.
    .title = { tavern-zone-missnasty }

## Pistes
guide-cavern-tavern-track-nasty = Ce que Nasty pense de vous : plus votre marqueur descend, pire c'est. Vous descendez d'une case à la fin de chaque tour où vous avez une commande en cours, quand un autre joueur parle de vous à Nasty, avec le Dragon's Claw et, en solitaire, quand le dé rouge de l'Automate fait 6 ; de 2 cases avec Shady Conduct. Vous remontez en parlant vous-même à Nasty ou avec la Sapphire Stone (jamais au-delà de la case 0). La première fois que vous atteignez ou dépassez la case 3, 6 ou 9, Nasty vous convoque : piochez une carte « Nasty dit » (sauf au tour 10). À la fin, vous perdez les PV indiqués sur votre case ; les valeurs imprimées n'ont pas été publiées, et notre barème est le suivant : 0 PV pour les cases 0 à 2, puis 1, 2, 3, 5, 7, 9, 12, 15, 18 et 21 PV pour les cases 3 à 12. Le nombre à côté de la piste : les PV que vous perdriez si la partie finissait maintenant.
    .title = Piste Nasty
guide-cavern-tavern-track-kitchen = Votre expérience en cuisine, de 0 à 9 : vous descendez d'une case par tâche de la Cuisine et par commande servie avec le symbole Cuisine, et de 2 cases avec le Dwarven Helmet. Bonus sur vos tâches de la Cuisine : dès la case 3, +2 PV ; dès la case 6, +3 PV, et un dé peut compter 1 de plus ou de moins ; dès la case 9, +4 PV, et un dé peut compter 1 ou 2 de plus ou de moins. Seul le palier le plus haut atteint compte (notre lecture), et seulement s'il était atteint avant la tâche. Le nombre à côté de la piste : votre bonus actuel en PV.
    .title = Piste Cuisine
guide-cavern-tavern-track-chores = Votre expérience des corvées, de 0 à 9 : vous descendez d'une case par corvée et par commande servie avec le symbole Corvées, et de 2 cases avec le Dwarven Axe. La page de la règle sur ses bonus manque : nous jouons ceux de la Cuisine (dès la case 3, +2 PV ; dès la case 6, +3 PV, et un dé peut compter 1 de plus ou de moins ; dès la case 9, +4 PV, et un dé peut compter 1 ou 2 de plus ou de moins).
    .title = Piste Corvées
guide-cavern-tavern-track-score = Les PV marqués jusqu'ici pendant la nuit (commandes, tâches, corvées, jetons Boisson…). Le décompte final en ajoute et en retire encore : voyez le score.
    .title = Piste de score
guide-cavern-tavern-score = Chaque plateau montre le score qu'aurait son joueur si la partie finissait maintenant : la piste de score, moins les PV de sa case sur la piste Nasty, plus 1 PV par ingrédient s'il n'a pas de commande en cours, moins 10 PV par carte « Nasty dit » encore devant lui, plus les Tips mis de côté et les jetons Miss Nasty. Votre propre score, que vous êtes seul à voir, compte aussi les Tips de votre main et votre Objectif Secret s'il est rempli. En cas d'égalité, le joueur le moins avancé sur la piste Nasty gagne, puis celui qui a servi le plus de commandes ; sinon, la place est partagée.
    .title = Score

## Cartes
guide-cavern-tavern-card-order = Une commande montre la race du client, les ingrédients demandés (une Potion Magique remplace n'importe lequel) et les PV qu'elle rapporte si vous la servez le tour où vous l'avez prise, puis un tour plus tard, deux tours plus tard… La partie rouge donne un nombre de tours et des PV : si la commande est encore en cours quand ce nombre de tours est passé depuis que vous l'avez prise (le tour de la prise compte), le client s'en va et vous perdez ces PV. Si la commande porte le symbole Cuisine ou Corvées, la servir fait descendre votre marqueur sur cette piste. Une seule commande à la fois ; une commande servie reste face cachée devant vous. Nos cartes Commande sont un paquet maison original : les cartes imprimées n'ont pas été publiées.
    .title = Cartes Commande
guide-cavern-tavern-deck-orders = La pile de cartes Commande, face cachée. Au lieu de prendre une commande face visible, vous pouvez piocher à l'aveugle la carte du dessus de cette pile, en défaussant la commande d'un emplacement du Mess (touchez la pile, puis cet emplacement). Les emplacements libérés reçoivent une nouvelle commande de cette pile.
    .title = Pile Commande
guide-cavern-tavern-card-ingredient = Les cartes ingrédient : 12 sortes de 6 cartes chacune, visibles de tous. Leur couleur et le chiffre qu'elles portent (la valeur de la zone) indiquent la zone du Cellier qui les donne. Vous les dépensez pour servir les commandes et les jetons Boisson ; à la fin, chacune vaut 1 PV si vous n'avez pas de commande en cours.
    .title = Cartes ingrédient
guide-cavern-tavern-card-potion = Potion Magique (4 cartes) : remplace n'importe quel ingrédient d'une commande ou d'un jeton Boisson. On la prend dans la zone Potion Magique de l'Atelier du Sorcier. On ne peut pas la voler, ni la prendre au Cellier en échange d'un autre ingrédient.
    .title = { tavern-ing-potion }
guide-cavern-tavern-card-item = Les cartes Objet, dans une main cachée de 3 cartes au plus. Jouez-en pendant votre tour depuis « Jouer une carte Objet… » (touchez votre main), autant que vous voulez, même le tour où vous les avez piochées ; le Book of potion, l'Elven Chess et le Scroll sont proposés quand vous servez, la Lantern quand vous prenez un ingrédient au Cellier, le Talisman quand Nasty vous convoque. La règle ne dit pas quels objets existent en plusieurs exemplaires parmi les 25 cartes : nos nombres d'exemplaires sont une hypothèse.
    .title = Cartes Objet
guide-cavern-tavern-card-nasty-says = Piochée quand Nasty vous convoque. La plupart agissent tout de suite puis sont défaussées ; Do Chores, Go in the kitchen et Get me a drink restent devant vous jusqu'à ce que leur condition soit remplie. Tant que vous en avez une, vous ne pouvez placer vos dés que dans le Cellier, l'Atelier du Sorcier, le Bureau de Nasty et la Chambre Secrète (sauf si la carte dit autre chose). Chacune encore devant vous à la fin coûte 10 PV. La règle ne dit pas quelles cartes existent en deux exemplaires parmi les 15 : nos nombres d'exemplaires sont une hypothèse.
    .title = Cartes « Nasty dit »
guide-cavern-tavern-card-objective = Votre Objectif Secret, distribué face cachée au début : ses PV comptent à la fin s'il est rempli. Personne d'autre ne le voit avant le décompte final. Nos objectifs sont un paquet maison original, fait d'après la règle (certains demandent de servir des clients d'une race donnée ; les Elfes et les Elfes Verts sont des races différentes).
    .title = Objectif Secret
guide-cavern-tavern-card-character = Chaque joueur choisit un personnage avant le premier tour. Sa capacité s'utilise deux fois par partie, au plus une fois par tour : la première fois, retournez la carte ; la seconde, défaussez-la.
    .title = Cartes Personnage
guide-cavern-tavern-card-secret-room = Une carte Chambre Secrète indique la valeur de dés demandée, son type (Cuisine, Corvées ou aucun : la piste sur laquelle vous descendez, comme pour une tâche) et sa récompense ; un jeton est posé dessus. Elle n'a qu'un seul emplacement. À la fin du tour, chaque carte utilisée va sur le plateau individuel du joueur qui l'a utilisée : lui seul peut alors l'utiliser de nouveau. Les nôtres sont un paquet maison original : les cartes imprimées n'ont pas été publiées.
    .title = Cartes Chambre Secrète
guide-cavern-tavern-card-five-kingdoms = Mode Histoire en solitaire : une carte 5 Royaumes piochée au début fixe la mission — servir des clients de certaines races, atteindre certaines cases des pistes Cuisine et Corvées, utiliser l'Atelier du Sorcier un certain nombre de fois, ne pas dépasser une case de la piste Nasty. Remplissez tous ses objectifs pour gagner. Les nôtres sont un paquet maison original : les cartes imprimées n'ont pas été publiées.
    .title = Cartes 5 Royaumes
guide-cavern-tavern-solo-goal = Mode Standard en solitaire : vous gagnez avec 80 PV ou plus au décompte final.
    .title = Objectif en solitaire
guide-cavern-tavern-house-deck = Le texte des cartes Commande, Objectif Secret, 5 Royaumes et Chambre Secrète imprimées n'a pas été publié : à cette table, le bot joue donc des cartes originales, faites d'après les règles connues, sauf si le serveur a fourni les siennes.
    .title = Paquets maison

## Jetons et pions
guide-cavern-tavern-token-modifier = Défaussez-en un pour augmenter ou diminuer de 1 la valeur d'un de vos dés, avant de le placer. Un « 6 » ne devient pas un « 1 » (ni l'inverse), mais plusieurs jetons peuvent porter un dé au-delà de 6 (avec trois jetons, un « 5 » devient un « 8 »). Vous les obtenez dans la zone de Miss Nasty et avec certaines cartes Chambre Secrète.
    .title = Jetons Modificateur
guide-cavern-tavern-token-drink = Un jeton Boisson est une petite commande sans limite de temps : pendant votre tour, remettez une carte de l'ingrédient indiqué (ou une Potion Magique) pour marquer 2 PV. Les jetons Boisson ne comptent pas pour les Objectifs Secrets.
    .title = Jetons Boisson
guide-cavern-tavern-token-miss-nasty = Défaussez-en 3 quand Nasty vous convoque pour ne pas piocher de carte « Nasty dit ». Chacun encore en votre possession rapporte 1 PV à la fin.
    .title = Jetons Miss Nasty
guide-cavern-tavern-dice = Vos dés qui restent à placer ce tour, et le dé blanc quand vous l'avez. Pour placer des dés : touchez vos dés, puis une zone, puis les dés que vous y mettez. Sur une zone à somme (Σ), leurs valeurs doivent faire exactement cette somme ; sur les autres zones, mettez le nombre de dés demandé. Un dé que vous ne pouvez pas placer est perdu pour le tour.
    .title = Dés
guide-cavern-tavern-white-die = Un cinquième dé pour le joueur qui l'a. À la fin de chaque tour, le dé blanc va au joueur qui a le moins de PV (en cas d'égalité, au joueur le plus éloigné du premier joueur en sens horaire). Avec le Bracelet, un joueur met le dé blanc de côté jusqu'à la fin du tour et le garde pour le tour suivant.
    .title = Dé blanc
guide-cavern-tavern-first-player = Le joueur qui a le jeton premier joueur joue en premier à chaque tour. Le jeton ne change de main qu'avec Préparer le déjeuner de Nasty et le Hammer.
    .title = Jeton premier joueur
guide-cavern-tavern-meeple = Le meeple d'un joueur sur un emplacement du Mess : sa commande venait de là, et l'emplacement reste vide jusqu'à ce que la commande soit servie ou oubliée.
    .title = Meeple
guide-cavern-tavern-clock = L'Horloge : le tour 1 est à 22 h, chaque tour dure 20 minutes, le tour 10 est à 1 h. Votre marqueur de temps indique quand vous avez pris votre commande, pour compter son retard.
    .title = Horloge
guide-cavern-tavern-automaton = Les dés de l'Automate (en solitaire) : chacun bloque une zone entière pour ce tour, sauf le dé blanc, qui bloque un emplacement du Mess.
    .title = Automate

## Objets (noms et effets de la règle)
guide-cavern-tavern-item-book_of_potion = { tavern-item-book_of_potion-text } Cette carte vous est proposée quand vous servez.
    .title = { tavern-item-book_of_potion }
guide-cavern-tavern-item-bracelet = { tavern-item-bracelet-text } Jouez cette carte pendant votre tour, quand le dé blanc est lancé et pas encore placé. Retirée du jeu en solitaire.
    .title = { tavern-item-bracelet }
guide-cavern-tavern-item-clover = { tavern-item-clover-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-clover }
guide-cavern-tavern-item-dragons_claw = { tavern-item-dragons_claw-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-dragons_claw }
guide-cavern-tavern-item-dwarven_ale = { tavern-item-dwarven_ale-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-dwarven_ale }
guide-cavern-tavern-item-dwarven_axe = { tavern-item-dwarven_axe-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-dwarven_axe }
guide-cavern-tavern-item-dwarven_helmet = { tavern-item-dwarven_helmet-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-dwarven_helmet }
guide-cavern-tavern-item-dwarven_mug = { tavern-item-dwarven_mug-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-dwarven_mug }
guide-cavern-tavern-item-elven_chess = { tavern-item-elven_chess-text } Cette carte vous est proposée quand vous servez une commande avec au moins un tour de retard.
    .title = { tavern-item-elven_chess }
guide-cavern-tavern-item-elven_cup = { tavern-item-elven_cup-text } Vous prenez l'ingrédient de cette zone. Jouez cette carte pendant votre tour : touchez le dé, puis la zone du Cellier.
    .title = { tavern-item-elven_cup }
guide-cavern-tavern-item-glass_of_strongcliff = { tavern-item-glass_of_strongcliff-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-glass_of_strongcliff }
guide-cavern-tavern-item-hammer = { tavern-item-hammer-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-hammer }
guide-cavern-tavern-item-lantern = { tavern-item-lantern-text } Cette carte vous est proposée quand vous prenez votre ingrédient au Cellier.
    .title = { tavern-item-lantern }
guide-cavern-tavern-item-magic_pot = { tavern-item-magic_pot-text } Seulement des dés pas encore placés. Jouez cette carte pendant votre tour.
    .title = { tavern-item-magic_pot }
guide-cavern-tavern-item-pipe = { tavern-item-pipe-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-pipe }
guide-cavern-tavern-item-sand_clock = { tavern-item-sand_clock-text } Jouez cette carte pendant votre tour. Retirée du jeu en solitaire.
    .title = { tavern-item-sand_clock }
guide-cavern-tavern-item-sapphire_stone = { tavern-item-sapphire_stone-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-sapphire_stone }
guide-cavern-tavern-item-scroll = { tavern-item-scroll-text } Cette carte vous est proposée quand vous servez.
    .title = { tavern-item-scroll }
guide-cavern-tavern-item-talisman = { tavern-item-talisman-text } Cette carte vous est proposée quand Nasty vous convoque.
    .title = { tavern-item-talisman }
guide-cavern-tavern-item-micos_pencil = { tavern-item-micos_pencil-text } Jouez cette carte pendant votre tour.
    .title = { tavern-item-micos_pencil }
guide-cavern-tavern-item-tip = { tavern-item-tip-text } Qu'elle reste dans votre main ou que vous la mettiez de côté pendant votre tour, elle compte.
    .title = { tavern-item-tip }

## Personnages (noms et capacités de la règle)
guide-cavern-tavern-char-wido = { tavern-char-wido-text } Cette capacité vous est proposée juste après le placement de cet autre joueur au Cellier. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-wido }
guide-cavern-tavern-char-tanelia = { tavern-char-tanelia-text } Cette capacité vous est proposée quand vous servez. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-tanelia }
guide-cavern-tavern-char-noogie = { tavern-char-noogie-text } Cette capacité vous est proposée au moment de choisir l'Objet que vous gardez. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-noogie }
guide-cavern-tavern-char-keishara = { tavern-char-keishara-text } Les zones occupées dont vos dés atteignent la valeur sont alors proposées aussi. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-keishara }
guide-cavern-tavern-char-grimald = { tavern-char-grimald-text } Cette capacité vous est proposée quand vous servez. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-grimald }
guide-cavern-tavern-char-ingeltrud = { tavern-char-ingeltrud-text } Cette capacité vous est proposée quand Nasty vous convoque. Deux fois par partie, une fois par tour au plus.
    .title = { tavern-char-ingeltrud }

## Cartes « Nasty dit » (noms et effets de la règle)
guide-cavern-tavern-says-dirt_everywhere = { tavern-says-dirt_everywhere-text }
    .title = { tavern-says-dirt_everywhere }
guide-cavern-tavern-says-do_chores = { tavern-says-do_chores-text } Cette carte reste devant vous jusqu'à un tel placement, puis est défaussée (notre lecture).
    .title = { tavern-says-do_chores }
guide-cavern-tavern-says-even_my_dog = { tavern-says-even_my_dog-text }
    .title = { tavern-says-even_my_dog }
guide-cavern-tavern-says-get_me_a_drink = { tavern-says-get_me_a_drink-text } Le Nectar et la Liqueur sont remis dès que vous avez les deux.
    .title = { tavern-says-get_me_a_drink }
guide-cavern-tavern-says-get_out = { tavern-says-get_out-text }
    .title = { tavern-says-get_out }
guide-cavern-tavern-says-go_in_the_kitchen = { tavern-says-go_in_the_kitchen-text } Cette carte reste devant vous jusqu'à un tel placement, puis est défaussée (notre lecture).
    .title = { tavern-says-go_in_the_kitchen }
guide-cavern-tavern-says-help_out = { tavern-says-help_out-text } En cas d'égalité, c'est le joueur le plus éloigné du premier joueur en sens horaire.
    .title = { tavern-says-help_out }
guide-cavern-tavern-says-hiding_something = { tavern-says-hiding_something-text }
    .title = { tavern-says-hiding_something }
guide-cavern-tavern-says-incompetent_fool = { tavern-says-incompetent_fool-text }
    .title = { tavern-says-incompetent_fool }
guide-cavern-tavern-says-pass_around = { tavern-says-pass_around-text } En solitaire, remettez la carte dans sa pile.
    .title = { tavern-says-pass_around }
guide-cavern-tavern-says-shady_conduct = { tavern-says-shady_conduct-text }
    .title = { tavern-says-shady_conduct }
guide-cavern-tavern-says-yeah_brilliant = { tavern-says-yeah_brilliant-text }
    .title = { tavern-says-yeah_brilliant }
guide-cavern-tavern-says-youre_wasting_it = { tavern-says-youre_wasting_it-text }
    .title = { tavern-says-youre_wasting_it }
