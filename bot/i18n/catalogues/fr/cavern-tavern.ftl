# Cavern Host — catalogue français : Cavern Tavern.

## Cavern Tavern (rules/cavern_tavern). Noms imprimés dans la règle française
## (seeds/003 : règle, FAQ, objets, cartes « Nasty dit », personnages, solo, Chambre
## Secrète), sauf « (notre traduction) ». La règle dit « tour » (jamais « manche »).

tavern-verbatim = { $text }
tavern-comma = { $a }, { $b }
tavern-comma-last = { $a } et { $b }
tavern-and = { $a } et { $b }
tavern-times = { $name } ×{ $count }
# $vowel choisit l'article anglais (a/an) : le français ne s'en sert pas.
tavern-a-card = une carte { $ing }{ $vowel ->
   *[other] {""}
}

## Ingrédients (liste du matériel de la règle)
tavern-ing-fruit = Fruit
tavern-ing-herbs = Herbes
tavern-ing-syrup = Sirop
tavern-ing-rocks = Pierres
tavern-ing-mead = Hydromel
tavern-ing-nectar = Nectar
tavern-ing-wine = Vin
# La règle imprime « Elixir » en capitales sans accent : « Élixir ».
tavern-ing-elixir = Élixir
tavern-ing-ambrosia = Ambrosie
tavern-ing-beer = Bière
tavern-ing-liqueur = Liqueur
tavern-ing-spirits = Spiritueux
tavern-ing-potion = Potion Magique

## Zones (règle : Le Cellier, La Cuisine, Le Tableau des Corvées…)
tavern-zone-cellar1 = Fruit ou Herbes
tavern-zone-cellar2 = Sirop ou Pierres
tavern-zone-cellar3 = Hydromel ou Nectar
tavern-zone-cellar4 = Vin ou Élixir
tavern-zone-cellar5 = Ambrosie ou Bière
tavern-zone-cellar6 = Liqueur ou Spiritueux
tavern-zone-kitchen7 = Préparer le déjeuner de Nasty
tavern-zone-kitchen9 = Rôtir la viande
tavern-zone-kitchen11 = Cuisiner des œufs de dragon
tavern-zone-kitchen13 = Faire la vaisselle
tavern-zone-kitchen15 = Découper la viande
# La règle imprime « Servir le diner » et « servir le dîner » : l'orthographe juste.
tavern-zone-kitchen17 = Servir le dîner
tavern-zone-chore8 = Essuyer les tables
tavern-zone-chore10 = Passer la serpillière
tavern-zone-chore12 = Préparer les chambres
tavern-zone-chore14 = Couper du bois
tavern-zone-chore16 = Réparer le toit
tavern-zone-chore18 = Distraire les clients
tavern-zone-office = Parler à Nasty
tavern-zone-replace = Remplacer une commande
tavern-zone-item = Objet
tavern-zone-potion = Potion Magique
tavern-zone-missnasty = Parler à Miss Nasty

## Objets : la règle française garde leurs noms anglais (« Cartes Objet »)
tavern-item-book_of_potion = Book of potion
tavern-item-bracelet = Bracelet
tavern-item-clover = Clover
tavern-item-dragons_claw = Dragon's Claw
tavern-item-dwarven_ale = Dwarven Ale
tavern-item-dwarven_axe = Dwarven Axe
tavern-item-dwarven_helmet = Dwarven Helmet
tavern-item-dwarven_mug = Dwarven Mug
tavern-item-elven_chess = Elven Chess
tavern-item-elven_cup = Elven Cup
tavern-item-glass_of_strongcliff = Glass of Strongcliff
tavern-item-hammer = Hammer
tavern-item-lantern = Lantern
tavern-item-magic_pot = Magic Pot
tavern-item-pipe = Pipe
tavern-item-sand_clock = Sand Clock
tavern-item-sapphire_stone = Sapphire Stone
tavern-item-scroll = Scroll
tavern-item-talisman = Talisman
tavern-item-micos_pencil = The Mico's Pencil
tavern-item-tip = Tip
tavern-item-book_of_potion-text = Lorsque vous servez une commande, vous pouvez remplacer un ingrédient par celui de votre choix.
# texte de la règle adapté à notre lecture
tavern-item-bracelet-text = Mettez le dé blanc de côté jusqu'à la fin du tour ; au prochain tour, c'est vous qui le jouerez.
tavern-item-clover-text = Choisissez un ingrédient. Gagnez 2 PV par joueur possédant au moins un exemplaire de cet ingrédient.
tavern-item-dragons_claw-text = Descendez le marqueur réputation de tous les joueurs (y compris le vôtre) d'une case sur la piste Nasty.
tavern-item-dwarven_ale-text = Jusqu'à la fin du tour, posséder une ou plusieurs cartes « Nasty dit » ne vous empêche plus de placer des dés dans la Cuisine et sur le Tableau des Corvées.
tavern-item-dwarven_axe-text = Descendez votre marqueur réputation de 2 cases sur la piste Corvées. Si vous êtes déjà sur la case 8, vous ne pouvez descendre que d'une seule case.
tavern-item-dwarven_helmet-text = Descendez votre marqueur réputation de 2 cases sur la piste Cuisine. Si vous êtes déjà sur la case 8, vous ne pouvez descendre que d'une seule case.
tavern-item-dwarven_mug-text = Choisissez un ingrédient. Tous les joueurs possédant au moins un exemplaire de cet ingrédient doivent vous en donner un.
tavern-item-elven_chess-text = Lorsque vous servez une commande, marquez autant de PV que si vous l'aviez servie un tour plus tôt.
tavern-item-elven_cup-text = Prenez un de vos dés déjà placés et placez-le sur un emplacement libre du Cellier (peu importe la valeur). Ceci ne compte pas comme une action « Placer des dés ».
tavern-item-glass_of_strongcliff-text = Volez un ingrédient de votre choix à un autre joueur. Vous ne pouvez pas voler de Potion Magique.
tavern-item-hammer-text = Prenez le jeton premier joueur.
tavern-item-lantern-text = Quand vous placez un dé sur un emplacement du Cellier, prenez les deux ingrédients.
tavern-item-magic_pot-text = Relancez un ou plusieurs de vos dés.
tavern-item-pipe-text = Échangez un de vos ingrédients avec un ingrédient disponible dans le Cellier (excepté une Potion Magique).
tavern-item-sand_clock-text = Vous pouvez effectuer l'action « Placer des dés » autant de fois que vous le souhaitez au cours du même tour.
# texte de la règle adapté à notre lecture
tavern-item-sapphire_stone-text = Remontez votre marqueur réputation de 3 cases sur la piste Nasty (pas au-delà de la case 0).
tavern-item-scroll-text = Lorsque vous servez une Commande, conservez un des ingrédients utilisés.
tavern-item-talisman-text = Lorsque vous devez piocher une carte « Nasty dit », piochez-en 3, conservez celle de votre choix et remélangez les 2 autres dans la pioche.
tavern-item-micos_pencil-text = Vous pouvez modifier la valeur d'un de vos dés non placés (entre 1 et 6).
tavern-item-tip-text = Gagnez 5 PV à la fin de la partie.

## Cartes « Nasty dit » : noms anglais comme dans la règle française
tavern-says-dirt_everywhere = Dirt Everywhere
tavern-says-do_chores = Do Chores
tavern-says-even_my_dog = Even my dog won't eat this!
tavern-says-get_me_a_drink = Get me a drink
tavern-says-get_out = Get out!
tavern-says-go_in_the_kitchen = Go in the kitchen
tavern-says-help_out = Help out!
tavern-says-hiding_something = Hiding Something?
tavern-says-incompetent_fool = Incompetent Fool
tavern-says-pass_around = Pass Around
tavern-says-shady_conduct = Shady Conduct
tavern-says-yeah_brilliant = Yeah Brilliant!
tavern-says-youre_wasting_it = You're Wasting it!
tavern-says-dirt_everywhere-text = Remontez d'une case sur votre piste Corvées. Si vous êtes sur la case 0, défaussez juste cette carte.
tavern-says-do_chores-text = Lorsque vous placez vos dés sur un emplacement du Tableau des Corvées, ne gagnez pas les récompenses.
tavern-says-even_my_dog-text = Remontez de 2 cases sur votre piste Cuisine. Si vous êtes sur la case 0, défaussez juste cette carte. Si vous êtes sur la case 1, remontez seulement d'une case et défaussez cette carte.
# texte de la règle adapté à notre lecture
tavern-says-get_me_a_drink-text = Remettez un Nectar et une Liqueur dans leurs piles respectives. Tant que cette carte est en jeu, vous ne pouvez plus effectuer l'action « Servir une Commande ».
tavern-says-get_out-text = Aucun effet. Défaussez cette carte.
tavern-says-go_in_the_kitchen-text = Lorsque vous placez vos dés sur un emplacement de la Cuisine, ne gagnez pas les récompenses.
tavern-says-help_out-text = Donnez 2 de vos cartes ingrédients (ou une s'il ne vous reste qu'un ingrédient) au joueur ayant le moins de PV. Si vous n'avez pas de cartes ingrédients, ou si vous avez le moins de PV, défaussez juste la carte.
tavern-says-hiding_something-text = Défaussez une carte Objet. Si vous n'en avez pas, défaussez juste cette carte.
tavern-says-incompetent_fool-text = Remontez de 2 cases sur votre piste Corvées. Si vous êtes sur la case 0, défaussez juste cette carte. Si vous êtes sur la case 1, remontez seulement d'une case et défaussez cette carte.
tavern-says-pass_around-text = Donnez une carte ingrédient au joueur à votre gauche. Si vous n'en avez pas, défaussez juste cette carte.
tavern-says-shady_conduct-text = Descendez de 2 cases sur votre piste Nasty.
tavern-says-yeah_brilliant-text = Remontez d'une case sur votre piste Cuisine. Si vous êtes sur la case 0, défaussez juste cette carte.
tavern-says-youre_wasting_it-text = Remettez 2 cartes ingrédients dans leurs piles respectives. Si vous n'en avez qu'une seule, remettez-la dans sa pile et défaussez cette carte. Si vous n'en avez pas, défaussez juste cette carte.

## Personnages : noms comme dans la règle française
tavern-char-wido = Wido Wanderfoot
tavern-char-tanelia = Tanelia Orisys
tavern-char-noogie = Noogie Stonehammer
tavern-char-keishara = Keishara
tavern-char-grimald = Grimald Headstrong
tavern-char-ingeltrud = Ingeltrud Proudbodya
tavern-char-wido-text = Lorsqu'un autre joueur utilise un emplacement du Cellier, prenez, vous aussi, un ingrédient comme si vous aviez utilisé cet emplacement.
# texte de la règle adapté à notre lecture (Elfe, pas Elfe Vert : FAQ)
tavern-char-tanelia-text = Lorsque vous servez une commande, si le client est un Elfe (pas un Elfe Vert), gagnez les PV max, que vous l'ayez servie en retard ou pas.
tavern-char-noogie-text = Lorsque vous utilisez l'Atelier du Sorcier pour prendre une carte Objet, vous pouvez utiliser votre capacité pour en prendre 2.
tavern-char-keishara-text = Lorsque vous placez un ou plusieurs dés, vous pouvez utiliser votre capacité pour placer vos dés sur un emplacement occupé.
tavern-char-grimald-text = Lorsque vous servez une commande, vous pouvez utiliser votre capacité pour éviter d'utiliser un ingrédient de votre choix.
tavern-char-ingeltrud-text = Vous pouvez utiliser votre capacité pour éviter de piocher une carte « Nasty dit ».

## Races des clients (règle : « les Elfes et les Elfes Verts »)
tavern-race-elf = Elfe
tavern-race-green-elf = Elfe Vert
tavern-race-dwarf = Nain
# (notre traduction)
tavern-race-troll = Troll
# (notre traduction)
tavern-race-halfling = Halfelin
# (notre traduction)
tavern-race-human = Humain

## Commandes (paquet maison : notre traduction)
# (notre traduction)
tavern-order-h01 = Cordial aux feuilles au clair de lune
# (notre traduction)
tavern-order-h02 = Cordial fumé aux feuilles
# (notre traduction)
tavern-order-h03 = Cordial moussu aux feuilles
# (notre traduction)
tavern-order-h04 = Cordial grognon aux feuilles
# (notre traduction)
tavern-order-h05 = Cordial givré aux feuilles
# (notre traduction)
tavern-order-h06 = Cordial tordu aux feuilles
# (notre traduction)
tavern-order-h07 = Cordial doré aux feuilles
# (notre traduction)
tavern-order-h08 = Cordial soporifique aux feuilles
# (notre traduction)
tavern-order-h09 = Tonique à la fougère au clair de lune
# (notre traduction)
tavern-order-h10 = Tonique fumé à la fougère
# (notre traduction)
tavern-order-h11 = Tonique moussu à la fougère
# (notre traduction)
tavern-order-h12 = Tonique grognon à la fougère
# (notre traduction)
tavern-order-h13 = Tonique givré à la fougère
# (notre traduction)
tavern-order-h14 = Tonique tordu à la fougère
# (notre traduction)
tavern-order-h15 = Tonique doré à la fougère
# (notre traduction)
tavern-order-h16 = Tonique soporifique à la fougère
# (notre traduction)
tavern-order-h17 = Stout de l'Enclume au clair de lune
# (notre traduction)
tavern-order-h18 = Stout fumé de l'Enclume
# (notre traduction)
tavern-order-h19 = Stout moussu de l'Enclume
# (notre traduction)
tavern-order-h20 = Stout grognon de l'Enclume
# (notre traduction)
tavern-order-h21 = Stout givré de l'Enclume
# (notre traduction)
tavern-order-h22 = Stout tordu de l'Enclume
# (notre traduction)
tavern-order-h23 = Stout doré de l'Enclume
# (notre traduction)
tavern-order-h24 = Stout soporifique de l'Enclume
# (notre traduction)
tavern-order-h25 = Souper du voyageur au clair de lune
# (notre traduction)
tavern-order-h26 = Souper fumé du voyageur
# (notre traduction)
tavern-order-h27 = Souper moussu du voyageur
# (notre traduction)
tavern-order-h28 = Souper grognon du voyageur
# (notre traduction)
tavern-order-h29 = Souper givré du voyageur
# (notre traduction)
tavern-order-h30 = Souper tordu du voyageur
# (notre traduction)
tavern-order-h31 = Souper doré du voyageur
# (notre traduction)
tavern-order-h32 = Souper soporifique du voyageur
# (notre traduction)
tavern-order-h33 = Tourte du garde-manger au clair de lune
# (notre traduction)
tavern-order-h34 = Tourte fumée du garde-manger
# (notre traduction)
tavern-order-h35 = Tourte moussue du garde-manger
# (notre traduction)
tavern-order-h36 = Tourte grognonne du garde-manger
# (notre traduction)
tavern-order-h37 = Tourte givrée du garde-manger
# (notre traduction)
tavern-order-h38 = Tourte tordue du garde-manger
# (notre traduction)
tavern-order-h39 = Tourte dorée du garde-manger
# (notre traduction)
tavern-order-h40 = Tourte soporifique du garde-manger
# (notre traduction)
tavern-order-h41 = Bouillon du rocher au clair de lune
# (notre traduction)
tavern-order-h42 = Bouillon fumé du rocher
# (notre traduction)
tavern-order-h43 = Bouillon moussu du rocher
# (notre traduction)
tavern-order-h44 = Bouillon grognon du rocher
# (notre traduction)
tavern-order-h45 = Bouillon givré du rocher
# (notre traduction)
tavern-order-h46 = Bouillon tordu du rocher
# (notre traduction)
tavern-order-h47 = Bouillon doré du rocher
# (notre traduction)
tavern-order-h48 = Bouillon soporifique du rocher

## Objectifs secrets (paquet maison)
# (notre traduction)
tavern-obj-o01 = Habitués du Nord
# (notre traduction)
tavern-obj-o02 = Ami des bois
# (notre traduction)
tavern-obj-o03 = Mousse et malice
# (notre traduction)
tavern-obj-o04 = Péages du pont
# (notre traduction)
tavern-obj-o05 = Club du second petit-déjeuner
# (notre traduction)
tavern-obj-o06 = Voyageurs fourbus
# (notre traduction)
tavern-obj-o07 = Chef cuisinier
# (notre traduction)
tavern-obj-o08 = Champion des corvées
# (notre traduction)
tavern-obj-o09 = Nuit chargée
# (notre traduction)
tavern-obj-o10 = Le chouchou de Nasty
# (notre traduction)
tavern-obj-o11 = Tout chaud sorti des fourneaux
# (notre traduction)
tavern-obj-o12 = Tout propre
# (notre traduction)
tavern-obj-o13 = Service éclair

## Cartes Chambre Secrète (paquet maison)
# (notre traduction)
tavern-sr-sr01 = Partie de dés dans l'arrière-salle
# (notre traduction)
tavern-sr-sr02 = Caisse de contrebande
# (notre traduction)
tavern-sr-sr03 = Un mot discret au receleur
# (notre traduction)
tavern-sr-sr04 = Alambic caché
# (notre traduction)
tavern-sr-sr05 = Registre falsifié
# (notre traduction)
tavern-sr-sr06 = Souper aux chandelles
# (notre traduction)
tavern-sr-sr07 = Astiquer le coffre-fort
# (notre traduction)
tavern-sr-sr08 = Recette secrète
# (notre traduction)
tavern-sr-sr09 = Balayer le tunnel
# (notre traduction)
tavern-sr-sr10 = Enchères au cellier
# (notre traduction)
tavern-sr-sr11 = Vin épicé pour les émissaires
# (notre traduction)
tavern-sr-sr12 = Cacher la contrebande
# (notre traduction)
tavern-sr-sr13 = Festin de minuit
# (notre traduction)
tavern-sr-sr14 = Réparer la porte secrète
# (notre traduction)
tavern-sr-sr15 = Banquet des seigneurs de guerre
# (notre traduction)
tavern-sr-sr16 = Surveiller la réunion
# (notre traduction)
tavern-sr-sr17 = Commission pour Miss Nasty
# (notre traduction)
tavern-sr-sr18 = Soudoyer le portier
# (notre traduction)
tavern-sr-sr19 = Porte dérobée du Sorcier
# (notre traduction)
tavern-sr-sr20 = Séance de dégustation
# (notre traduction)
tavern-sr-sr21 = Leçon de mélange

## Cartes 5 Royaumes (paquet maison)
# (notre traduction)
tavern-story-fk01 = Le Pacte de la Feuille d'argent
# (notre traduction)
tavern-story-fk01-text = Les émissaires elfes doivent bien dîner pendant que le Sorcier leur glisse un plan.
# (notre traduction)
tavern-story-fk02 = Mousse et clair de lune
# (notre traduction)
tavern-story-fk02-text = Gardez les chambres des Elfes Verts impeccables pour qu'ils restent jusqu'au conseil.
# (notre traduction)
tavern-story-fk03 = Deux branches, un arbre
# (notre traduction)
tavern-story-fk03-text = Réunissez les deux maisons elfes à une même table sans que Nasty le remarque.
# (notre traduction)
tavern-story-fk04 = La Pousse du Sorcier
# (notre traduction)
tavern-story-fk04-text = Portez aux gens de la forêt la pousse du Sorcier, cachée dans leurs coupes.
# (notre traduction)
tavern-story-fk05 = La Trêve de l'enclume
# (notre traduction)
tavern-story-fk05-text = Nourrissez les clans nains jusqu'à ce qu'ils posent leurs marteaux.
# (notre traduction)
tavern-story-fk06 = Rations pour la route des profondeurs
# (notre traduction)
tavern-story-fk06-text = Remplissez les sacs des mineurs pour le long chemin du retour.
# (notre traduction)
tavern-story-fk07 = Une forge refroidie
# (notre traduction)
tavern-story-fk07-text = Réunissez un troll et les nains autour du même feu.
# (notre traduction)
tavern-story-fk08 = Des runes sous la table
# (notre traduction)
tavern-story-fk08-text = Aidez le Sorcier à copier les runes pendant que les clans mangent.
# (notre traduction)
tavern-story-fk09 = Les Seigneurs de la frontière
# (notre traduction)
tavern-story-fk09-text = Gagnez la confiance des seigneurs de la frontière par un souper discret.
# (notre traduction)
tavern-story-fk10 = La Table des déserteurs
# (notre traduction)
tavern-story-fk10-text = Abritez les déserteurs et gardez leur table propre.
# (notre traduction)
tavern-story-fk11 = Encre et serments
# (notre traduction)
tavern-story-fk11-text = Faites en sorte que le scribe du Sorcier rencontre les messagers sans être vu.
# (notre traduction)
tavern-story-fk12 = Du pain pour la garnison
# (notre traduction)
tavern-story-fk12-text = Envoyez du pain chaud à la garnison avant l'aube.
# (notre traduction)
tavern-story-fk13 = L'Accord du second petit-déjeuner
# (notre traduction)
tavern-story-fk13-text = Les halfelins ne signent rien le ventre vide.
# (notre traduction)
tavern-story-fk14 = Signaux de fumée de pipe
# (notre traduction)
tavern-story-fk14-text = Entretenez le foyer pour que la fumée du signal monte à l'heure.
# (notre traduction)
tavern-story-fk15 = La Conspiration du garde-manger
# (notre traduction)
tavern-story-fk15-text = Cachez les lettres du Sorcier parmi les bocaux du garde-manger.
# (notre traduction)
tavern-story-fk16 = Colline et vallon
# (notre traduction)
tavern-story-fk16-text = Réunissez les gens des collines et ceux des vallons sur un même banc.
# (notre traduction)
tavern-story-fk17 = La Diplomatie de la soupe au caillou
# (notre traduction)
tavern-story-fk17-text = Un chef troll écoute mieux après une soupe copieuse.
# (notre traduction)
tavern-story-fk18 = Le Péage du pont
# (notre traduction)
tavern-story-fk18-text = Réparez ce que les trolls ont cassé pour qu'ils ouvrent le pont.
# (notre traduction)
tavern-story-fk19 = Rochers et bénédictions
# (notre traduction)
tavern-story-fk19-text = Asseyez un troll à côté d'un Elfe Vert sans que la paix soit troublée.
# (notre traduction)
tavern-story-fk20 = Une table pour tous
# (notre traduction)
tavern-story-fk20-text = Tous les royaumes à une même table : le rêve de paix du Sorcier.
# (notre traduction)
tavern-kingdom-emerald-wilds = Terres sauvages d'émeraude
# (notre traduction)
tavern-kingdom-iron-deeps = Profondeurs de fer
# (notre traduction)
tavern-kingdom-free-marches = Marches libres
# (notre traduction)
tavern-kingdom-hearth-hills = Collines du foyer
# (notre traduction)
tavern-kingdom-crag-lands = Terres escarpées

## Récompenses et quantités

tavern-vp = { $count } PV
tavern-nothing = rien
tavern-reward-any = { $count ->
    [one] { $count } ingrédient de votre choix
   *[other] { $count } ingrédients de votre choix
}
tavern-reward-potion = { $count ->
    [one] { $count } Potion Magique
   *[other] { $count } Potions Magiques
}
# « jetons Modificateur »
tavern-reward-modifiers = { $count ->
    [one] { $count } jeton Modificateur
   *[other] { $count } jetons Modificateur
}
tavern-reward-items = { $count ->
    [one] { $count } carte Objet
   *[other] { $count } cartes Objet
}
# La règle : « Remontez votre marqueur réputation … sur la piste Nasty ».
tavern-reward-calm = { $count ->
    [one] remonter d'une case sur la piste Nasty
   *[other] remonter de { $count } cases sur la piste Nasty
}
tavern-space = { $a } { $b }
tavern-semicolon = { $a } ; { $b }
tavern-sentence = { $text }.

## La vue : paquets en jeu, objectifs, buts du mode Histoire

tavern-deck-orders = cartes Commande
tavern-deck-objectives = cartes Objectif Secret
tavern-deck-story = cartes 5 Royaumes
tavern-deck-secret_room = cartes Chambre Secrète et Pile Secrète
tavern-deck-item_copies = nombre d'exemplaires des cartes Objet
tavern-deck-says_copies = nombre d'exemplaires des cartes « Nasty dit »
tavern-note-ours = Nos créations : { $decks }. Les textes imprimés n'ont pas été publiés : ce sont des cartes originales, conçues d'après les règles connues.
tavern-note-theirs = Le serveur fournit : { $decks }.
tavern-note-guessed = Notre hypothèse : { $counts } (25 objets et 15 cartes « Nasty dit », comme dans la boîte ; les doublons ne sont pas connus).
tavern-track-name = { $track ->
    [kitchen] Cuisine
    [chores] Corvées
   *[other] { $track }
}
tavern-objective-serve_race = Servez au moins { $count ->
    [one] { $count } commande
   *[other] { $count } commandes
} de clients { CLIENTS($race) }.
tavern-objective-track = Atteignez la case { $min } de la piste { tavern-track-name }.
tavern-objective-served = Servez au moins { $count ->
    [one] { $count } commande
   *[other] { $count } commandes
}.
tavern-objective-nasty_at_most = Finissez sur la case { $max } ou moins de la piste Nasty.
tavern-objective-symbol = Servez au moins { $count ->
    [one] { $count } commande
   *[other] { $count } commandes
} avec le symbole { $symbol ->
    [kitchen] Cuisine
    [chores] Corvées
   *[other] { $symbol }
}.
tavern-objective-served_prompt = Servez au moins { $count ->
    [one] { $count } commande
   *[other] { $count } commandes
} au tour où vous { $count ->
    [one] l'avez prise
   *[other] les avez prises
}.
tavern-goal-serve = { $count ->
    [one] Servir { $count } commande de clients { CLIENTS($race) }
   *[other] Servir { $count } commandes de clients { CLIENTS($race) }
}
tavern-goal-kitchen = Atteindre la case { $count } de la piste Cuisine
tavern-goal-chores = Atteindre la case { $count } de la piste Corvées
tavern-goal-wizard = Utiliser { $count } fois l'Atelier du Sorcier
tavern-goal-nasty_at_most = Finir sur la case { $count } ou moins de la piste Nasty

## Invites et libellés des options

tavern-player = { $who }
tavern-back = Retour
tavern-skip = Passer
tavern-choose-character = Choisissez votre personnage
tavern-choose-start = Choisissez vos ingrédients de départ
tavern-take-ing = Prendre une carte { $ing }
tavern-lantern = Jouer la carte Lantern : prendre les deux ingrédients
tavern-pick-wido = Wido : { $who } a utilisé le Cellier. Prenez-vous aussi un ingrédient ?
tavern-pick-cellar = Choisissez votre ingrédient du Cellier
tavern-pick-any = Prenez un ingrédient du Cellier
tavern-swap-give = Échange : lequel de vos ingrédients rendez-vous ?
tavern-swap-take = échangez votre carte { $ing } contre…
tavern-steal-whom = À qui voler un ingrédient ?
tavern-steal-which = Quel ingrédient voler à { $who } ?
tavern-trade-give = Échange : quel ingrédient donnez-vous ?
tavern-trade-whom = Avec qui échanger votre carte { $ing } ?
tavern-trade-take = Quel ingrédient prendre à { $who } ?
tavern-play-which = Quel objet jouer ?
tavern-play-item = Jouer la carte { $item }
tavern-name-ing = { $item } : choisissez un ingrédient
tavern-cup-which = Elven Cup : quel dé déjà placé voulez-vous déplacer ?
tavern-cup-to = Elven Cup : sur quelle zone du Cellier déplacer le { $value } ?
tavern-reroll-which = Magic Pot : quels dés relancer ?
tavern-reroll = Relancer { DES($dice) }
tavern-pencil-which = The Mico's Pencil : quel dé changer, et en quelle valeur ?
tavern-turn-into = Transformer un { $old } en { $new }
tavern-summon-draw = Piocher une carte « Nasty dit »
tavern-summon-talisman = Jouer la carte Talisman : en piocher 3, en garder 1
tavern-summon-ingeltrud = Ingeltrud : éviter cette pioche
# « Vous pouvez défausser 3 jetons Miss Nasty pour éviter de piocher une carte "Nasty Dit". »
tavern-summon-miss = Défausser { $count ->
    [one] { $count } jeton Miss Nasty
   *[other] { $count } jetons Miss Nasty
} : éviter cette pioche
# « vous serez convoqué dans son bureau »
tavern-summon = Nasty vous convoque dans son bureau
tavern-talisman-keep = Gardez une carte « Nasty dit » (les autres retournent dans la pioche)
tavern-give-supply = Remettez un ingrédient dans sa pile (encore { $left } à remettre)
tavern-give-to = Donnez un ingrédient à { $who } (encore { $left } à donner)
tavern-drop-item = Défaussez une carte Objet
# Sans deux-points : la description suit souvent « Anaïs : prend la commande … ». Le
# symbole va dans la parenthèse de la race : en fin de phrase, il semblerait décrire le client.
# LISTE : dans une phrase, la liste des ingrédients dit « et » avant le dernier.
tavern-order = { $name } ({ $race }{ $symbol ->
    [kitchen] , symbole Cuisine
    [chores] , symbole Corvées
   *[none] {""}
}), qui demande { LISTE($ings) } — { $vp } PV, et au bout { $rounds ->
    [one] d'un tour
   *[other] de { $rounds } tours
}, le client part (−{ $penalty } PV)
tavern-take-order = Prendre la commande { $order }
# « Au lieu de prendre une commande du Mess, vous pouvez en piocher une dans la pile »
tavern-draw-blind = Piocher dans la pile, en défaussant la commande { $name }
tavern-serve-go = Servir la commande { $name } maintenant pour { $vp } PV, { $count ->
    [0] sans payer de carte
    [one] en payant la carte { $paid }
   *[other] en payant les cartes { $paid }
}
tavern-serve-chess = Jouer la carte Elven Chess : marquer les PV comme si vous l'aviez servie un tour plus tôt
tavern-serve-scroll = Jouer la carte Scroll : garder un des ingrédients utilisés
tavern-serve-book = Jouer la carte Book of potion : payer { $ing } avec une autre carte
tavern-serve-grimald = Grimald : servir sans une carte { $ing }
tavern-serve-tanelia = Tanelia : marquer le maximum de PV
tavern-serve = Servir votre commande
tavern-serve-pot = Remplacer une carte { $ing } par une Potion Magique
tavern-serve-bcard = Book of potion : donner { $give } à la place { DE($ing) }
tavern-scroll-keep = Scroll : gardez un des ingrédients utilisés
tavern-combo = { $dice }{ $changed ->
    [yes] {" "}(un { $old } devenu un { $new })
   *[no] {""}
}
tavern-die-on = Votre { $white ->
    [yes] dé blanc
   *[no] dé
} de valeur { $value } sur la zone { $zone }
tavern-zone-label = { $name } ({ $need ->
    [sum] somme { $sum }
   *[dice] { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }
})
tavern-keishara = Keishara : { $zone }, même si l'emplacement est occupé
tavern-where = Où placez-vous des dés ?
tavern-which-dice = Quels dés placer sur la zone { $zone } ?
# « le jeton premier joueur »
tavern-first-marker = le jeton premier joueur
tavern-take-rewards = Prendre { $rewards }
tavern-take-only = Prendre seulement { $rewards }
tavern-take-none = Ne prendre aucune récompense
tavern-rewards = Quelles récompenses prenez-vous ?
tavern-office-whom = Qui descend d'une case sur la piste Nasty ?
tavern-keep-item = Garder la carte { $item }
tavern-noogie = Noogie : garder les objets { $a } et { $b }
tavern-item-keep = Gardez une carte Objet (les autres retournent dans la pile)
tavern-replace-which = Quelle commande du Mess défausser ?
tavern-replace-pick = Quelle commande mettre sur l'emplacement libre du Mess ? (les autres vont sous la pile)
tavern-menu-mod = Utiliser des jetons Modificateur…
# « Les jetons Boisson fonctionnent comme les commandes »
tavern-menu-drinks = Servir un jeton Boisson…
tavern-modify = Jetons Modificateur (il vous en reste { $left }) : augmenter ou diminuer un dé de 1
tavern-done = Terminé
tavern-drink-serve = Servir le jeton Boisson { $drink } avec une carte { $paid } ({ $vp } PV)
tavern-drink-which = Quel jeton Boisson servir ?
# « Si vous possédez plus de 3 cartes Chambre Secrète, vous devez en défausser »
tavern-sr-drop = Gardez au plus { $count ->
    [one] { $count } carte Chambre Secrète
   *[other] { $count } cartes Chambre Secrète
} : défaussez-en une
tavern-discard-card = Défausser la carte « { $card } »
tavern-character = { $name } — { $text }
tavern-start-nothing = Rien : toutes les piles sont vides
# Les actions d'un tour de jeu : « Prendre une commande. Jouer une carte Objet. Placer un ou
# plusieurs dés. Servir une commande. »
tavern-menu-place = Placer des dés…
tavern-menu-serve = Servir votre commande…
tavern-menu-order = Prendre une commande…
tavern-menu-item = Jouer une carte Objet…
tavern-menu-end = Terminer votre tour
tavern-must-take = Prenez une commande (ce doit être votre première action)
tavern-your-turn = À vous de jouer
tavern-take-which = Quelle commande prendre ?

## Événements (le journal de la partie et le salon)

# « La première fois que vous l'utilisez, retournez votre carte personnage (face icône
# rouge). La seconde fois, défaussez simplement votre carte personnage. »
# Sans « : » : sur la ligne du journal (« Hélène : … »), deux deux-points se suivaient.
tavern-ev-char-use = { $who } utilise la capacité { DE($name) }, puis { $twice ->
    [yes] défausse sa carte (utilisée deux fois)
   *[no] retourne sa carte sur sa face à icône rouge
}.
tavern-ev-lantern = { $who } joue la carte Lantern et prend les cartes { $ings }.
tavern-ev-takes = { $who } prend { $what }.
tavern-ev-takes-order = { $who } prend la commande { $what }.
tavern-ev-swaps = { $who } échange { $give } contre { $take } du Cellier.
tavern-ev-steals = { $who } vole { $card } à { $victim }.
tavern-ev-trades = { $who } échange { $give } contre la carte { $ing } { DE($other) }.
tavern-ev-tip = { $who } met de côté une carte Tip (5 PV à la fin).
tavern-ev-plays = { $who } joue la carte { $item }.
tavern-ev-bracelet = { $who } met le dé blanc de côté et le lancera au prochain tour.
tavern-ev-first = { $who } prend le jeton premier joueur.
# Le joueur d'abord : sur sa ligne du journal, son nom n'est pas redit après « ; ».
tavern-ev-clover = { $count ->
    [0] { $who } ne marque aucun point (aucun joueur ne possède de carte { $ing }).
    [one] { $who } marque { $vp } PV ({ $count } joueur possède au moins une carte { $ing }).
   *[other] { $who } marque { $vp } PV ({ $count } joueurs possèdent au moins une carte { $ing }).
}
tavern-ev-gives = { $who } donne { $card } à { $to }.
tavern-ev-cup = { $who } déplace un { $value } de la zone { $old } vers la zone { $new }.
tavern-ev-reroll = { $who } relance { DES($old) } (résultat : { FACES($new) }).
tavern-ev-pencil = { $who } transforme un { $old } en { $new }.
# La règle : on « descend » sur la piste Nasty quand ça empire, on « remonte » quand ça va mieux.
tavern-ev-worse = { $who } descend à la case { $space } de la piste Nasty.
tavern-ev-better = { $who } remonte à la case { $space } de la piste Nasty.
# « descendez votre marqueur Réputation sur la piste Cuisine » quand on l'utilise ; « Remontez
# d'une case sur votre piste Corvées » quand on recule (seed 003).
tavern-ev-track = { $who } { $up ->
    [yes] descend
   *[no] remonte
} à la case { $space } de la piste { $track ->
    [kitchen] Cuisine
    [chores] Corvées
   *[other] { $track }
}.
tavern-ev-says-empty = La pioche « Nasty dit » est vide : Nasty se contente de grogner.
# Le texte de la carte, à l'impératif, est cité comme tel dans le journal.
tavern-ev-nasty-says = { $who } pioche « { $card } », une carte « Nasty dit » ({ $text })
tavern-ev-drink = { $who } remet un Nectar et une Liqueur dans leurs piles.
# Le nom d'abord : dans le journal, la phrase suit souvent un « ; » (pas de majuscule à « Pour »).
tavern-ev-says-done = { $who } en a fini avec la carte « { $card } » : son effet prend fin.
tavern-ev-miss = { $who } défausse { $count ->
    [one] { $count } jeton Miss Nasty
   *[other] { $count } jetons Miss Nasty
} : Miss Nasty occupe Nasty, pas de carte « Nasty dit ».
tavern-ev-slips = { $who } s'éclipse : pas de carte « Nasty dit ».
tavern-ev-talisman = { $who } joue la carte Talisman et { $count ->
    [0] ne regarde aucune carte « Nasty dit » (la pioche est vide)
    [one] regarde { $count } carte « Nasty dit »
   *[other] regarde { $count } cartes « Nasty dit »
}.
tavern-ev-returns = { $who } remet { $card } dans sa pile.
tavern-ev-drops-item = { $who } défausse une carte Objet.
tavern-ev-you-drop = Vous défaussez la carte { $item }.
tavern-ev-new-order = Une nouvelle commande arrive sur l'emplacement { $slot } du Mess : { $order }.
tavern-ev-blind = { $who } défausse la commande { $name } et pioche la commande { $order }.
# « Une commande oubliée… le joueur perd des PVs. »
tavern-ev-forgotten = La commande { $name } est oubliée : { $who } perd { $vp } PV.
tavern-ev-plays-serving = { $who } joue la carte { $item ->
    [book_of_potion] { tavern-item-book_of_potion }
    [elven_chess] { tavern-item-elven_chess }
   *[scroll] { tavern-item-scroll }
}.
tavern-ev-serves = { $who } sert la commande { $name } ({ $late ->
    [0] à l'heure
    [one] { $late } tour de retard
   *[other] { $late } tours de retard
}) et marque { $vp } PV { $count ->
    [0] sans donner de carte
    [one] avec sa carte { $paid }
   *[other] avec ses cartes { $paid }
}.
tavern-ev-keeps = { $who } garde { $card }.
# « Il met son "2" sur un emplacement » : un dé se dit avec son article (« place un 3 et un 4 »).
# « Certaines zones ont un seul emplacement » (seed 003) : un nom de zone ne va pas nu.
tavern-ev-places = { $who } place { UN($dice) } sur la zone { $zone }.
tavern-ev-no-reward = { $who } ne gagne pas les récompenses de « { $zone } » (carte « Nasty dit »).
tavern-ev-takes-none = { $who } ne prend aucune récompense.
tavern-ev-takes-no-ingredient = { $who } ne prend aucun ingrédient.
# Une zone du Cellier dont les deux ingrédients sont épuisés.
tavern-ev-cellar-empty = { $who } ne prend rien, faute de carte { $a } ou { $b } dans le Cellier.
tavern-ev-replace-none = { $who } ne trouve aucune commande à remplacer dans le Mess.
tavern-ev-looks-items = { $who } { $count ->
    [0] ne regarde aucune carte Objet
    [one] regarde { $count } carte Objet
   *[other] regarde { $count } cartes Objet
}.
tavern-ev-potion = { $who } prend une Potion Magique.
tavern-ev-adds-items = { $who } { $count ->
    [0] n'ajoute aucune carte Objet à sa main
    [one] ajoute { $count } carte Objet à sa main
   *[other] ajoute { $count } cartes Objet à sa main
}.
tavern-ev-you-get = Vous recevez { CARTES($items) }.
tavern-ev-discards = { $who } défausse la carte « { $what } ».
tavern-ev-discards-order = { $who } défausse la commande { $what }.
tavern-ev-draws-orders = { $who } { $count ->
    [0] ne pioche aucune commande
    [one] pioche { $count } commande
   *[other] pioche { $count } commandes
}.
# Le lieu d'abord : la description de la commande est longue (« : », « — », parenthèses).
tavern-ev-puts = { $who } place sur l'emplacement { $slot } du Mess la commande { $order }.
tavern-ev-rolls = { $who } lance les dés : { FACES($dice) }.
tavern-ev-white-roll = { $who } lance le dé blanc : { $value }.
# L'Horloge : la règle française garde l'heure anglaise (« A partir du 4ème tour (11:00pm) »).
# Heures à la française (la règle imprime « 10:00pm »…).
tavern-clock-1 = 22 h
tavern-clock-2 = 22 h 20
tavern-clock-3 = 22 h 40
tavern-clock-4 = 23 h
tavern-clock-5 = 23 h 20
tavern-clock-6 = 23 h 40
tavern-clock-7 = minuit
tavern-clock-8 = 0 h 20
tavern-clock-9 = 0 h 40
tavern-clock-10 = 1 h
tavern-ev-round = Le tour { $round } commence ({ $clock }).
# GUILLEMETS : « Sirop ou Pierres » parmi d'autres zones se lisait comme un choix de plus.
tavern-ev-automaton = L'Automate lance les dés ({ FACES($dice) }) : il bloque l'emplacement { $slot } du Mess et les zones { GUILLEMETS($zones) }.
tavern-ev-round-ends = Le tour prend fin.
tavern-ev-last-round-ends = Le dernier tour prend fin.
tavern-ev-automaton-sends = L'Automate défausse la commande de l'emplacement { $slot } du Mess.
tavern-ev-night-over = La nuit est finie : décompte final.
tavern-ev-white-takes = { $who } récupère le dé blanc.
tavern-no-token = aucun jeton
tavern-miss-token = un jeton Miss Nasty
# « Jenny a un jeton Bière » ; $vowel : l'article anglais, inutile ici.
tavern-drink-token = un jeton Boisson { $ing }{ $vowel ->
   *[other] {""}
}
tavern-ev-sr-slot = Emplacement { $slot } de la Chambre Secrète : { $name } (somme { $sum }, récompense { $reward }), avec { $token }.
# « A partir du 4ème tour (11:00pm), la Chambre Secrète ouvre ses portes »
tavern-ev-sr-opens = Miss Nasty ouvre la Chambre Secrète.
tavern-ev-sr-purple = Le dé violet de l'Automate fait défausser la carte { $name }.
tavern-ev-sr-keeps = { $who } garde la carte « { $name } » sur son plateau individuel.
# Entre parenthèses, comme l'usage d'une pièce : la ligne du journal dit déjà « Anaïs : ».
tavern-ev-sr-uses = { $who } utilise la carte { $name } ({ $vp } PV{ $more ->
    [yes] , { $extra }
   *[no] {""}
}).
tavern-ev-miss-nasty = { $who } { $count ->
    [0] ne reçoit aucun jeton Modificateur
    [one] reçoit { $count } jeton Modificateur
   *[other] reçoit { $count } jetons Modificateur
}.
tavern-ev-modifier = { $who } défausse un jeton Modificateur et transforme un { $old } en { $new }.
tavern-ev-drink-served = { $who } sert une boisson { $ing }{ $vowel ->
   *[other] {""}
} avec une carte { $paid } et marque { $vp } PV.
tavern-ev-start-roll = { $who } obtient { FACES($dice) } aux dés pour ses ingrédients de départ.
tavern-ev-chooses = { $who } choisit { $name }.
tavern-no-card = aucune carte
# « une carte Vin » (seed 003) : des cartes, pas des noms nus.
tavern-ev-starts-with = { $who } commence avec les cartes { $cards }.

## Refus (IllegalMove) : un coup impossible, un paquet ou une option du serveur refusés.
## Les noms de champs (« cards », « vp »…) sont ceux du format JSON : non traduits.

tavern-cannot-pay = Vos ingrédients ne suffisent plus à payer cette commande.
tavern-bad-card = { $where } : { $why }
tavern-order-card-n = Carte { $n } du paquet de commandes (« { $name } »)
tavern-sr-card-n = Carte Chambre Secrète { $n }
tavern-story-card-n = Carte 5 Royaumes { $n }
tavern-bad-order-deck = Le paquet de commandes doit être un objet avec une liste « cards ».
tavern-bad-order-count = Le paquet de commandes doit compter de 12 à 200 cartes, pas { $count }.
tavern-bad-not-object = chaque carte doit être un objet JSON ({ "{" } … { "}" }).
tavern-bad-field = « { $field } » manque ou n'a pas le bon type.
tavern-bad-id-twice = l'identifiant « { $id } » est utilisé deux fois.
tavern-bad-order-ings = la commande doit demander de 1 à 8 ingrédients connus (pas de Potion Magique).
tavern-bad-order-vp = « vp » doit donner une valeur pour chaque tour avant le départ du client.
tavern-bad-order-vp-int = les PV doivent être des nombres entiers.
tavern-bad-order-penalty = la pénalité s'écrit comme un nombre positif de PV perdus.
tavern-bad-order-symbol = « symbol » doit valoir kitchen, chores ou null.
tavern-bad-copies = Les exemplaires { $kind ->
    [items] des cartes Objet
    [nasty_says] des cartes « Nasty dit »
   *[other] de { $kind }
} s'écrivent en associant à chaque identifiant de carte un nombre.
tavern-bad-copy-count = « { $entry } » n'est pas un nombre d'exemplaires valable pour { $kind ->
    [items] les cartes Objet
    [nasty_says] les cartes « Nasty dit »
   *[other] { $kind }
}.
tavern-bad-sr-deck = Le paquet Chambre Secrète doit être un objet dont la liste « cards » compte au moins { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
tavern-bad-sr-tokens = Le paquet Chambre Secrète doit comporter un champ « tokens » avec « drinks » (ingrédient → nombre), « miss_nasty » et « modifiers » (nombres entiers).
tavern-bad-sr-fields = il faut les champs texte « id » et « name ».
tavern-bad-sr-id = l'identifiant « { $id } » est utilisé deux fois ou réservé.
tavern-bad-sr-sum = « sum » doit être un nombre entier de 1 à 30.
tavern-bad-sr-type = « type » doit valoir kitchen, chores ou none.
tavern-bad-sr-reward = « reward » ne peut utiliser que { $keys }.
tavern-bad-sr-reward-values = les ingrédients de la récompense doivent être des identifiants d'ingrédients connus et les autres récompenses des nombres entiers.
tavern-bad-story-deck = Le paquet 5 Royaumes doit être un objet avec une liste « cards » non vide.
tavern-bad-story-fields = il faut les champs texte « id », « name » et « text ».
tavern-bad-story-goals = « goals » ne peut utiliser que { $keys }.
tavern-bad-story-serve = « serve » doit associer à chaque race un nombre de commandes (1 ou plus).
tavern-bad-story-number = « { $field } » doit être un nombre entier de 0 à 30.
tavern-bad-option-choice = L'option « { $option } » doit valoir l'une de ces valeurs : { $choices }.
tavern-bad-option-int = L'option « { $option } » doit être un nombre entier.
tavern-bad-option-penalties = L'option « nasty_penalties » doit lister de 10 à 30 pertes de PV (0 ou plus), une par case de la piste Nasty à partir de la case 0.
tavern-bad-story-card = Il n'y a pas de carte 5 Royaumes « { $card } ».

## Lignes du score (« Fin de la partie »)

# « Les PVs sont indiqués sur la piste autour du plateau de jeu » (la piste de score)
tavern-score-track = Piste de score
tavern-score-nasty = Piste Nasty (case { $space })
# « gagnez 1 PV par ingrédient en votre possession »
tavern-score-ingredients = Ingrédients restants
tavern-score-ingredients-lost = Ingrédients restants (perdus : commande en cours)
tavern-score-says = Cartes « Nasty dit » non complétées
tavern-score-tips = Cartes Tip
tavern-score-objective = Objectif Secret : { $name }{ $met ->
    [yes] {""}
   *[no] {" "}(non atteint)
}
# « vous gagnez 1 PV par jeton Miss Nasty en votre possession »
tavern-score-miss = Jetons Miss Nasty
tavern-score-solo = Objectif solo { $goal } PV : { $reached ->
    [yes] atteint
   *[no] non atteint
}
# Mode Histoire : « Le Rêve du Sorcier »
tavern-score-story = Histoire : { $name } — objectifs { $met ->
    [yes] atteints
   *[no] non atteints
}

## Notre lecture de la règle (data/readings.json, dans l'ordre ; /game rules)
## (notre traduction)
tavern-reading-1 = Les ingrédients de départ sont choisis en même temps ; quand une pile s'épuise, le premier à répondre prend sa dernière carte, et un dé qui désigne deux piles vides ne donne rien.
tavern-reading-2 = Les personnages sont choisis dans l'ordre du tour, en commençant par le premier joueur.
tavern-reading-3 = Les récompenses de la Cuisine et des Corvées (l'ingrédient, les PV, le jeton premier joueur) sont facultatives (FAQ) ; le marqueur descend toujours sur la piste.
tavern-reading-4 = Une Potion Magique peut remplacer n'importe quel ingrédient, même un que vous avez ; le Book of potion permet de payer un ingrédient de la commande avec une autre carte de votre choix : le bot propose d'abord une carte que la commande ne demande pas déjà (jamais le même ingrédient ni une Potion Magique, ce qui gâcherait le livre).
tavern-reading-5 = Get me a drink : le Nectar et la Liqueur sont remis dès que vous avez les deux.
tavern-reading-6 = Le tour continue tant que quelqu'un peut encore placer des dés, y compris avec Keishara sur un emplacement occupé ou avec des jetons Modificateur. Mais un joueur qui finit son tour de jeu sans placer de dé n'est plus attendu : le tour peut s'achever sans lui (s'il place un dé plus tard dans ce tour, on l'attend de nouveau). Les objets qui modifient les dés restent secrets et ne sont pas pris en compte.
tavern-reading-7 = Tant que vous avez des cartes Objet, le menu de votre tour n'est montré qu'à vous et votre tour attend « Terminer votre tour », pour que personne ne devine votre main.
tavern-reading-8 = Réparer le toit rapporte 6 PV, comme le dit la liste des zones ; l'exemple de tour de jeu en donne 7 (option fix_the_roof_vp).
tavern-reading-9 = Un déplacement de 2 cases qui passe par une case de convocation (3, 6, 9) vous convoque quand même (option summon_when_passing_over).
tavern-reading-10 = Après le tour 10, les étapes de fin de tour ont encore lieu : on descend d'une case sur la piste Nasty pour chaque commande en cours et on perd les PV des commandes oubliées (option end_steps_after_last_round).
tavern-reading-11 = Bonus des pistes : seul le palier le plus haut atteint compte (option track_bonus_tiers).
tavern-reading-12 = Le bonus de la piste Corvées est le même que celui de la Cuisine, car la règle ne le donne pas (option chores_bonus).
tavern-reading-13 = Chaque carte « Nasty dit » non complétée à la fin coûte 10 PV (option nasty_says_penalty).
tavern-reading-14 = Une carte « Nasty dit » à effet durable cesse de s'appliquer dès qu'un dé est placé dans la zone qu'elle vise (option lasting_says_end_after_one_placement).
tavern-reading-15 = Les PV perdus par case de la piste Nasty à la fin suivent notre propre barème : les valeurs imprimées n'ont pas été publiées (option nasty_penalties).
tavern-reading-16 = Après avoir servi une commande, vous pouvez en prendre une nouvelle aussitôt, avant « Terminer votre tour » : la règle le permet, et elle conseille seulement d'attendre le tour suivant.
tavern-reading-17 = Le Bureau de Nasty et chaque zone de l'Atelier du Sorcier ont autant d'emplacements qu'une zone du Cellier (2 joueurs : 1 ; 3 joueurs : 2 ; 4 joueurs : 3 ; 5 ou 6 joueurs : 4 ; en solitaire : 1). La règle dit que certaines zones ont plus d'emplacements quand il y a plus de joueurs, mais ne donne ce tableau que pour le Cellier.

# Lignes du journal qui disent plusieurs événements à la fois (bot/host/story.py : AS_LIST, PAIRS).
tavern-ev-modifiers = { $who } défausse { $count ->
    [one] un jeton Modificateur
   *[other] { $count } jetons Modificateur
} et transforme { $changes }.
tavern-modifier-change = un { $old } en { $new }
tavern-modifier-changes = { UN($old) } en { $new }
tavern-ev-looks-adds-items = { $who } { $count ->
    [0] ne regarde aucune carte Objet
    [one] regarde { $count } carte Objet
   *[other] regarde { $count } cartes Objet
} et { $kept ->
    [0] n'en garde aucune
   *[other] en ajoute { $kept } à sa main
}.

# Une carte « Nasty dit » sans effet est défaussée aussitôt, avec la raison.
tavern-ev-says-idle = { $who } défausse aussitôt « { $card } » : { $reason ->
    [track] son marqueur est encore sur la case 0 de cette piste
    [fewest] aucun joueur n'a moins de PV
    [items] aucune carte Objet en main
   *[ingredients] aucune carte ingrédient
}.

# Le score projeté d'un joueur qui a une commande en cours : ses ingrédients ne comptent pas.
tavern-score-note-open-order = { $count ->
    [one] { $count } ingrédient non compté tant qu'une commande est en cours
   *[other] { $count } ingrédients non comptés tant qu'une commande est en cours
}
