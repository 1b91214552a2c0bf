# Cavern Host — catalogue français : Caverna, les nains des cavernes.

## Caverna (rules/caverna). Noms imprimés dans la règle française (seeds/002, OCR) avec
## la ligne citée ; « (notre traduction) » quand la règle ne les imprime pas.

## Cases Action et cartes Action (spaces.json), et les pseudo-cases du moteur.

# « Les cases Action Extraction de minerai et Extraction de rubis sont disponibles dès le début du jeu »
caverna-space-ruby_mining = Extraction de rubis
# « La case Action Travaux domestiques permet de faire l'action Aménagement de caverne »
caverna-space-housework = Travaux domestiques
# « La case Action Brulis permet quant à elle une action Semailles supplémentaire » (OCR sans accent)
caverna-space-slash_and_burn = Brûlis
# « Les cases Action Gisement et Extraction de pierre accumulent de la pierre »
caverna-space-drift_mining_1 = Extraction de pierre
# « Avec Gisement, vous pouvez choisir la face que vous désirez utiliser (Grotte/Grotte ou Grotte/Tunnel) »
caverna-space-excavation_1 = Gisement
# « La case Action Premier joueur varie selon le nombre de joueurs »
caverna-space-starting_player_1 = Premier joueur
# « Cas particulier : l'Exploitation forestière indique « 3 (1) bois » »
caverna-space-logging_1 = Exploitation forestière
# (notre traduction)
caverna-space-wood_gathering = Ramassage du bois
# « La case Action Provisions est disponible dès le début de la partie. Elle fournit 1 bois, 1 pierre, 1 minerai, 1 PN, et 2 Or »
caverna-space-supplies = Provisions
# « Les cases Action Défrichement et Subsistance sont des cases d'accumulation »
caverna-space-clearing_1 = Défrichement
# « la case Action Subsistance « 1 céréale (1 légume) » »
caverna-space-sustenance_1 = Subsistance
# « Lorsque vous effectuez les actions Extraction de minerai ou Livraison de minerai »
caverna-space-ore_mining_1 = Extraction de minerai
# voir drift_mining_1
caverna-space-drift_mining_2 = Extraction de pierre
# voir excavation_1
caverna-space-excavation_2 = Gisement
# voir starting_player_1
caverna-space-starting_player_2 = Premier joueur
# voir logging_1
caverna-space-logging_2 = Exploitation forestière
# la même case à 4-7 joueurs : « l'action Croissance du clan se trouve … ainsi que sur la case Action Provisions (lors d'une partie à 4 joueurs ou plus) »
caverna-space-growth = Provisions
# voir clearing_1
caverna-space-clearing_2 = Défrichement
# voir sustenance_1
caverna-space-sustenance_2 = Subsistance
# voir ore_mining_1
caverna-space-ore_mining_2 = Extraction de minerai
# (notre traduction)
caverna-space-forest_exploration_2 = Exploration forestière
# « L'action Imitation coûte 0, 1, 2, ou 4 PN, selon la case Action utilisée »
caverna-space-imitation_4_7 = Imitation (2 PN)
# (notre traduction)
caverna-space-strip_mining = Exploitation à ciel ouvert
# (notre traduction)
caverna-space-forest_exploration_1 = Exploration forestière
# voir imitation_4_7
caverna-space-imitation_3 = Imitation (4 PN)
# (notre traduction)
caverna-space-large_depot = Grand dépôt
# « la case Action Agrandissement devient disponible. Elle fournit 1 pierre et une tuile double Grotte/Tunnel »
caverna-space-extension = Agrandissement
# voir imitation_4_7
caverna-space-imitation_7 = Imitation (0 PN)
# (notre traduction)
caverna-space-depot = Dépôt
# « la case Action Petite extraction de pierre devient disponible »
caverna-space-small_scale_drift_mining = Petite extraction de pierre
# « La case Action Marché hebdomadaire n'est disponible que pour les parties de 5 à 7 joueurs »
caverna-space-weekly_market = Marché hebdomadaire
# (notre traduction)
caverna-space-hardware_rental_5 = Location d'outils
# « Les cases Actions Elevage de moutons, Elevage d'ânes et Construction de clotures »
caverna-space-fence_building_5 = Construction de clôtures
# voir imitation_4_7
caverna-space-imitation_5 = Imitation (4 PN)
# (notre traduction)
caverna-space-hardware_rental_6_7 = Location d'outils
# voir fence_building_5
caverna-space-fence_building_6_7 = Construction de clôtures
# voir imitation_4_7
caverna-space-imitation_6_7 = Imitation (1 PN)
# « 1 Forge d'armes  4 Désir d'enfant  7 Livraison de minerai  10 Commerce de minerai » (jeu solo)
caverna-space-blacksmithing = Forge d'armes
# « 2 Elevage de moutons  5 Elevage d'ânes  8 Vie de famille  11 Aventure » (jeu solo)
caverna-space-sheep_farming = Élevage de moutons
# « 3 Mine de minerai  6 Mine de rubis  9 (pas de carte)  12 Livraison de rubis » (jeu solo)
caverna-space-ore_mine_construction = Mine de minerai
# « la carte Action Désir d'enfant arrive en jeu au tour 4 »
caverna-space-wish_for_children = Désir d'enfant
# « retournez-la sur la face Désir d'enfant urgent »
caverna-space-urgent_wish_for_children = Désir d'enfant urgent
# voir sheep_farming
caverna-space-donkey_farming = Élevage d'ânes
# voir ore_mine_construction
caverna-space-ruby_mine_construction = Mine de rubis
# voir sheep_farming
caverna-space-family_life = Vie de famille
# « Lors d'une partie à 2 joueurs, retirez du jeu la carte Exploration »
caverna-space-exploration = Exploration
# voir blacksmithing
caverna-space-ore_delivery = Livraison de minerai
# « La case Action Aventure proposant les actions Forger une arme ainsi que deux Expéditions de niveau 1 »
caverna-space-adventure = Aventure
# « La case Action Commerce de minerai devient disponible à l'étape 4 »
caverna-space-ore_trading = Commerce de minerai
# voir ore_mine_construction
caverna-space-ruby_delivery = Livraison de rubis
# « L'aide de jeu Butins d'expédition liste plusieurs ressources et actions différentes »
caverna-space-loot = Butin
# (notre traduction)
caverna-space-ruby_tile = Échange de rubis

## Tuiles Aménagement (furnishings.json).

# « Lorsque vous effectuez une action Construction d'habitation, prenez une tuile Habitation »
caverna-tile-dwelling = Habitation
# (notre traduction)
caverna-tile-simple_dwelling_4w2s = Habitation simple
# (notre traduction)
caverna-tile-simple_dwelling_3w3s = Habitation simple
# (notre traduction)
caverna-tile-mixed_dwelling = Habitation mixte
# (notre traduction)
caverna-tile-couple_dwelling = Habitation pour couple
# « La tuile habitation supplémentaire fournit de l'espace pour un sixième nain »
caverna-tile-additional_dwelling = Habitation supplémentaire
# (notre traduction)
caverna-tile-cuddle_room = Salle des câlins
# « La tuile Aménagement Salle à manger peut accueillir jusqu'à 3 bœufs »
caverna-tile-breakfast_room = Salle à manger
# (notre traduction)
caverna-tile-stubble_room = Salle des chaumes
# (notre traduction)
caverna-tile-work_room = Atelier
# (notre traduction)
caverna-tile-guest_room = Chambre d'amis
# (notre traduction)
caverna-tile-office_room = Bureau
# (notre traduction)
caverna-tile-carpenter = Charpentier
# l'exemple de l'action Aménagement de caverne (page 15) : « Tailleur de pierre »
caverna-tile-stone_carver = Tailleur de pierre
# (notre traduction)
caverna-tile-blacksmith = Forgeron
# (notre traduction)
caverna-tile-miner = Mineur
# (notre traduction)
caverna-tile-builder = Bâtisseur
# (notre traduction)
caverna-tile-trader = Marchand
# (notre traduction)
caverna-tile-wood_supplier = Fournisseur de bois
# (notre traduction)
caverna-tile-stone_supplier = Fournisseur de pierre
# (notre traduction)
caverna-tile-ruby_supplier = Fournisseur de rubis
# (notre traduction)
caverna-tile-dog_school = École canine
# (notre traduction)
caverna-tile-quarry = Carrière
# (notre traduction)
caverna-tile-seam = Filon
# (notre traduction)
caverna-tile-slaughtering_cave = Grotte d'abattage
# (notre traduction)
caverna-tile-cooking_cave = Grotte-cuisine
# (notre traduction)
caverna-tile-working_cave = Grotte de travail
# (notre traduction)
caverna-tile-mining_cave = Grotte minière
# (notre traduction)
caverna-tile-breeding_cave = Grotte d'élevage
# (notre traduction)
caverna-tile-peaceful_cave = Grotte paisible
# « Les points conférés par le Tissage, la Laiterie, la Réserve de fourrage, le Garde-manger et la Salle du trésor sont décomptés comme des points bonus »
caverna-tile-weaving_parlor = Tissage
# voir weaving_parlor
caverna-tile-milking_parlor = Laiterie
# (notre traduction)
caverna-tile-state_parlor = Salon d'apparat
# « Les points bonus pour la Salle des trophées, la Brasserie, la Forge et la Réserve de pièces ne sont pas décomptés comme des points bonus »
caverna-tile-hunting_parlor = Salle des trophées
# voir hunting_parlor
caverna-tile-beer_parlor = Brasserie
# voir hunting_parlor
caverna-tile-blacksmithing_parlor = Forge
# (notre traduction)
caverna-tile-stone_storage = Réserve de pierre
# (notre traduction)
caverna-tile-ore_storage = Réserve de minerai
# voir hunting_parlor
caverna-tile-spare_part_storage = Réserve de pièces
# (notre traduction)
caverna-tile-main_storage = Réserve principale
# (notre traduction)
caverna-tile-weapon_storage = Armurerie
# (notre traduction)
caverna-tile-supplies_storage = Réserve de vivres
# (notre traduction)
caverna-tile-broom_chamber = Débarras
# voir weaving_parlor
caverna-tile-treasure_chamber = Salle du trésor
# voir weaving_parlor
caverna-tile-food_chamber = Garde-manger
# (notre traduction)
caverna-tile-prayer_chamber = Chapelle
# « Le Scriptorium permet de réduire vos points négatifs »
caverna-tile-writing_chamber = Scriptorium
# voir weaving_parlor
caverna-tile-fodder_chamber = Réserve de fourrage

## Textes des tuiles Aménagement (furnishings.json « text ») ; -effect : la première phrase,
## celle que la tuile imprime, d'un texte qui continue par les notes du moteur (ce que les
## images dessinent). L'annexe des tuiles n'est pas dans la règle fournie (seeds/002 n'en a
## que des renvois « voir Annexe, page A3 ») : on reprend les mots que la règle imprime
## ailleurs, cités ; le reste est « (notre traduction) ».

# « Pièce pour 1 nain » (la tuile Habitation, page 15) ; « Les tuiles Habitation ordinaires sont considérées comme illimitées. Si elles venaient à manquer, improvisez. » ; « 17 tuiles Aménagement Habitation identiques »
caverna-tile-dwelling-text = Pièce pour 1 nain. Les tuiles Habitation sont considérées comme illimitées (17 dans la boîte ; si elles venaient à manquer, improvisez).
# (notre traduction) ; « Pièce pour 1 nain » comme la tuile Habitation
caverna-tile-simple_dwelling_4w2s-text = Pièce pour 1 nain ; coûte 1 pierre de moins qu'une Habitation et ne rapporte aucun point Or.
# (notre traduction)
caverna-tile-simple_dwelling_3w3s-text = Pièce pour 1 nain ; coûte 1 bois de moins qu'une Habitation et ne rapporte aucun point Or.
# (notre traduction)
caverna-tile-mixed_dwelling-text = Pièce pour 1 nain et jusqu'à 2 animaux d'élevage d'une même espèce.
# (notre traduction) ; « Croissance du clan » est le nom de l'action dans la règle
caverna-tile-couple_dwelling-text = Pièce pour 2 nains (chaque action Croissance du clan n'ajoute tout de même qu'un nain).
# « Pièce pour le sixième nain » (la tuile, page 16) ; la suite (notre traduction)
caverna-tile-additional_dwelling-text = Pièce pour le sixième nain : vide tant que vous avez moins de 5 nains ; donne le jeton du 6ᵉ nain. Vous pouvez la construire plus tôt.
# (notre traduction)
caverna-tile-cuddle_room-text = Accueille autant de moutons que vous avez de nains (les deux nains d'une case Croissance du clan comptent) ; moutons uniquement.
# « La tuile Aménagement Salle à manger peut accueillir jusqu'à 3 bœufs » ; la parenthèse (notre traduction)
caverna-tile-breakfast_room-text = Peut accueillir jusqu'à 3 bœufs (aucun autre animal).
# (notre traduction)
caverna-tile-stubble_room-text = Vous pouvez garder 1 animal d'élevage (un seul) sur chaque champ vide (non semé).
# (notre traduction) ; la règle : « Vous ne pouvez pas placer de tuiles Aménagement sur un tunnel, une mine »
caverna-tile-work_room-text = Vous pouvez poser vos tuiles Aménagement sur des tunnels et des tunnels profonds (pas sur des mines).
# (notre traduction)
caverna-tile-guest_room-text = Pour vous, chaque case Action « soit l'un, soit l'autre » devient « et/ou ». Cela vaut pour Désir d'enfant, Désir d'enfant urgent, Mine de rubis et Provisions (et, à 7 joueurs, pour les deux moitiés d'Agrandissement, une fois par partie).
# (notre traduction)
caverna-tile-guest_room-effect = Pour vous, chaque case Action « soit l'un, soit l'autre » devient « et/ou ».
# (notre traduction)
caverna-tile-office_room-text = Les tuiles doubles peuvent dépasser du bord de votre plateau Habitat (moitié dessus, moitié dehors) ; chaque fois, prenez 2 Or.
# (notre traduction) ; « Construction de clôtures » est le nom de l'action dans la règle
caverna-tile-carpenter-text = Payez 1 bois de moins chaque fois que vous aménagez une grotte ou faites une action Construction de clôtures.
# la tuile dans l'exemple de la page 15 (OCR) : « immédiat +2 … Construction d'étables et d'aménagements : réduction de 1 » ; la mise en phrases (notre traduction)
caverna-tile-stone_carver-text = Immédiatement : 2 pierres (une fois). Étables et aménagements : 1 pierre de moins (étables gratuites).
# (notre traduction)
caverna-tile-blacksmith-text = Immédiatement : 2 minerais (une fois). Forger coûte 2 minerais de moins (force 2 gratuite, 8 au plus), hors Commerce de minerai.
# (notre traduction)
caverna-tile-miner-text = Au début de chaque tour, prenez 1 minerai par mine de minerai qui accueille un âne (les mines de rubis ne comptent pas).
# (notre traduction)
caverna-tile-builder-text = Pour payer une tuile Aménagement, vous pouvez remplacer 1 bois par 1 minerai et/ou 1 pierre par 1 minerai.
# (notre traduction)
caverna-tile-trader-text = À tout moment avant le décompte : payez 2 Or pour 1 bois + 1 pierre + 1 minerai (le lot entier seulement).
# (notre traduction)
caverna-tile-wood_supplier-text = Placez 1 bois sur chacune des 7 prochaines cases de tour ; prenez chaque bois au début du tour correspondant.
# (notre traduction)
caverna-tile-stone_supplier-text = Placez 1 pierre sur chacune des 5 prochaines cases de tour ; prenez chaque pierre au début du tour correspondant.
# (notre traduction)
caverna-tile-ruby_supplier-text = Placez 1 rubis sur chacune des 4 prochaines cases de tour ; prenez chaque rubis au début du tour correspondant.
# (notre traduction)
caverna-tile-dog_school-text = Construction gratuite. Désormais, prenez 1 bois pour chaque nouveau chien que vous placez sur votre plateau.
# (notre traduction) ; « la reproduction », « nouveau-né » comme la règle (Phase 3 des récoltes)
caverna-tile-quarry-text = 1 pierre par ânon né (reproduction ou butin) ; rien pour les ânes pris sur une case Action ou payés en rubis.
# (notre traduction)
caverna-tile-seam-text = Chaque fois que vous obtenez de la pierre (de quelque façon que ce soit), prenez aussi 1 minerai par pierre.
# (notre traduction) ; « convertir … en PN » comme la règle (Règles de conversion des PN)
caverna-tile-slaughtering_cave-text = +1 PN pour chaque animal d'élevage que vous convertissez en PN (2 ânes ensemble = +2). Non cumulable avec la Salle des trophées.
# (notre traduction)
caverna-tile-cooking_cave-text = Convertir ensemble 1 céréale + 1 légume rapporte 5 PN (au lieu de 3).
# (notre traduction) ; « 1 PN par nain » : les alimentations spéciales des tours 4 et suivants
caverna-tile-working_cave-text = À chaque alimentation (même spéciale à 1 PN), vous pouvez nourrir 1 seul de vos nains avec 1 bois, 1 pierre ou 2 minerais au lieu de PN.
# (notre traduction)
caverna-tile-mining_cave-text = Chaque alimentation (y compris les alimentations spéciales) coûte 1 PN de moins par âne dans une mine de minerai ou de rubis.
# (notre traduction)
caverna-tile-breeding_cave-text = À chaque reproduction (phase ou butin) : 1 PN par animal d'élevage nouveau-né ; 5 PN si les quatre espèces en ont un.
# (notre traduction)
caverna-tile-peaceful_cave-text = À tout moment, vous pouvez échanger les armes de vos nains contre autant de PN que leur force (l'arme est retirée).
# (notre traduction)
caverna-tile-weaving_parlor-text = À la construction : 1 PN par mouton que vous possédez (une fois).
# (notre traduction)
caverna-tile-milking_parlor-text = À la construction : 1 PN par bœuf que vous possédez (une fois).
# (notre traduction) ; « Entrée de caverne » : l'habitation de départ, comme la règle la nomme
caverna-tile-state_parlor-text = À la construction (une fois) : 2 PN par habitation voisine (pas en diagonale), Entrée de caverne comprise.
# (notre traduction) ; « ces tuiles vous permettent d'échanger des ressources contre de l'Or avant le début du décompte »
caverna-tile-hunting_parlor-text = À tout moment avant le décompte (même après la dernière récolte) : échangez 2 sangliers contre 2 Or + 2 PN. Non cumulable avec la Grotte d'abattage.
# (notre traduction) ; voir hunting_parlor
caverna-tile-beer_parlor-text = À tout moment avant le décompte : échangez 2 céréales contre 3 Or ou contre 4 PN.
# (notre traduction) ; voir hunting_parlor
caverna-tile-blacksmithing_parlor-text = À tout moment avant le décompte : échangez 1 rubis + 1 minerai contre 2 Or + 1 PN.
# (notre traduction) ; voir hunting_parlor
caverna-tile-spare_part_storage-text = À tout moment avant le décompte : échangez des lots de 1 bois + 1 pierre + 1 minerai contre 2 Or chacun.

## Butins d'expédition (loot.json).

# « En récompense, il peut obtenir les butins « +1 à la force de toutes les armes », « 1 chien » et « 1 bois » »
caverna-loot-weapons = +1 à la force de toutes les armes
# voir weapons
caverna-loot-dog = 1 chien
# voir weapons
caverna-loot-wood = 1 bois
# (notre traduction)
caverna-loot-sheep = 1 mouton
# (notre traduction)
caverna-loot-grain = 1 céréale
# (notre traduction)
caverna-loot-donkey = 1 âne
# (notre traduction)
caverna-loot-stone = 1 pierre
# (notre traduction)
caverna-loot-vegetable = 1 légume
# (notre traduction)
caverna-loot-ore = 2 minerais
# (notre traduction)
caverna-loot-boar = 1 sanglier
# « Vous choisissez ensuite les butins suivants : 1 chien, 2 Or et un Aménagement de caverne »
caverna-loot-gold = 2 Or
# voir gold
caverna-loot-furnish = Aménagement de caverne
# « Vous pouvez construire une étable gratuitement en entreprenant une expédition »
caverna-loot-stable = Construire une étable gratuitement
# (notre traduction)
caverna-loot-tunnel = Poser un tunnel
# (notre traduction)
caverna-loot-small_pasture = Petit pâturage pour 1 bois
# (notre traduction)
caverna-loot-cattle = 1 bœuf
# (notre traduction)
caverna-loot-large_pasture = Grand pâturage pour 2 bois
# (notre traduction)
caverna-loot-meadow = Poser une prairie
# (notre traduction)
caverna-loot-dwelling = Habitation pour 2 bois + 2 pierres
# (notre traduction)
caverna-loot-field = Poser un champ
# « Avec une seule action Semailles, vous pouvez semer des céréales et des légumes »
caverna-loot-sow = Semailles
# (notre traduction)
caverna-loot-cavern = Poser une grotte
# (notre traduction)
caverna-loot-breed = Reproduction de 2 espèces au plus
# (notre traduction) Le prix que vous payez, vos tuiles de réduction comprises.
caverna-loot-small_pasture-cost = Petit pâturage { PRIX($cost) }
# (notre traduction)
caverna-loot-large_pasture-cost = Grand pâturage { PRIX($cost) }
# (notre traduction)
caverna-loot-dwelling-cost = Habitation { PRIX($cost) }

## Ressources et animaux : { $good } est l'id, { $count } choisit le pluriel.
## « PN » (points de nourriture) et « Or » comme la règle les écrit.

caverna-good = { $good ->
    [food] PN
    [wood] bois
    [stone] { $count ->
        [one] pierre
       *[other] pierres
    }
    [ore] { $count ->
        [one] minerai
       *[other] minerais
    }
    [ruby] rubis
    [gold] Or
    [grain] { $count ->
        [one] céréale
       *[other] céréales
    }
    [vegetable] { $count ->
        [one] légume
       *[other] légumes
    }
    [dog] { $count ->
        [one] chien
       *[other] chiens
    }
    [sheep] { $count ->
        [one] mouton
       *[other] moutons
    }
    [donkey] { $count ->
        [one] âne
       *[other] ânes
    }
    [wild_boar] { $count ->
        [one] sanglier
       *[other] sangliers
    }
    [cattle] { $count ->
        [one] bœuf
       *[other] bœufs
    }
   *[other] { $good }
}
caverna-good-id = { $good ->
    [food] PN
    [wood] bois
    [stone] pierre
    [ore] minerai
    [ruby] rubis
    [gold] Or
    [grain] céréale
    [vegetable] légume
    [dog] chien
    [sheep] mouton
    [donkey] âne
    [wild_boar] sanglier
    [cattle] bœuf
   *[other] { $good }
}
caverna-amount = { $count } { $name }
caverna-nothing = rien
# « gratuit » seul ; PRIX() en fait « gratuitement » après un verbe.
caverna-free = gratuit

## Assemblages.

caverna-comma = { $a }, { $b }
# La fin d'une liste de ressources : « 2 bois, 1 pierre et 1 minerai ».
caverna-comma-last = { $a } et { $b }
caverna-plus = { $a } + { $b }
# ET_MEME : « prendre 7 bois et 1 légume », le verbe de deux prises dit une fois, et une
# seule liste (« prendre 1 minerai, 3 pierres et 2 bois »).
caverna-and = { ET_MEME($a, $b) }
caverna-and-more = { $a }, { MEME($a, $b) }
# « Si une case Action indique « et puis » : la première action est obligatoire »
caverna-and-then = { $a }, puis { SUITE($b) }
caverna-or = { OU($a, $b) }
# « Si une case Action indique « et/ ou » … vous pouvez effectuer toutes les actions de la case »
caverna-andor = { $a } et/ou { MEME($a, $b) }{ $n ->
   *[other] {""}
}
caverna-andor-more = { $a } et/ou { MEME($a, $b) }{ $n ->
   *[other] {""}
}
# La même partie dite deux fois (Aventure : deux expéditions de niveau 1).
caverna-times = { $a } (jusqu'à { $n } fois)
# Les deux moitiés d'une même tuile double : une virgule, le « ; » sépare les évènements du journal.
caverna-semicolon = { $a }, { $b }
caverna-titled = { $title } : { SUITE($text) }
caverna-exchange = { $pay } → { $get }

## Tuiles Terrain et contenu d'une case (« tuiles doubles Prairie/Champ », « Grotte/Tunnel »,
## « Tunnel profond/Minerai », « tuiles simples Tunnel », « tuile Rubis »).

caverna-landscape-meadow_field = une tuile double Prairie/Champ
caverna-landscape-cavern_tunnel = une tuile double Grotte/Tunnel
caverna-landscape-cavern_tunnel_or_cavern_cavern = une tuile double Grotte/Tunnel ou Grotte/Grotte
caverna-landscape-ore_mine = une tuile double Tunnel profond/Minerai
caverna-landscape-ruby_mine_tunnel = une mine de rubis sur un tunnel
caverna-landscape-ruby_mine_deep = une mine de rubis sur un tunnel profond
caverna-landscape-tunnel = une tuile simple Tunnel
caverna-landscape-meadow = une tuile simple Prairie
caverna-landscape-field = une tuile simple Champ
caverna-landscape-cavern = une tuile simple Grotte
caverna-single-meadow = Prairie
caverna-single-field = Champ
caverna-single-tunnel = Tunnel
caverna-single-cavern = Grotte
caverna-cell-m = prairie
caverna-cell-f = champ
caverna-cell-cav = grotte
caverna-cell-tun = tunnel
caverna-cell-ore = mine de minerai
caverna-cell-deep = tunnel profond
caverna-cell-ruby = mine de rubis

## Récoltes (« Une feuille verte signifie qu'une phase de récolte normale adviendra »).

caverna-harvest-none = pas de récolte
caverna-harvest-full = une récolte normale
# « vous devez payer 1 PN par nain » (la règle) ; « être nourri de 1 PN » sonnait mal (fr-282).
caverna-harvest-feed_1 = pas de récolte, mais chaque joueur paie 1 PN par nain
caverna-harvest-skip_field_or_breeding = chaque joueur saute la phase des champs ou la phase de reproduction
caverna-marker-green = une feuille verte
caverna-marker-red = un point d'interrogation rouge

## Invites.

caverna-prompt-place = Placez un nain sur une case Action
caverna-prompt-pick_dwarf = Quel nain placez-vous hors de l'ordre des armes (1 rubis) ?
caverna-prompt-feed = Nourrissez vos nains
caverna-prompt-breed = Il n'y a pas de place pour tous les nouveau-nés : lesquels gardez-vous ?
caverna-prompt-skip_phase = Pour cette récolte, sautez-vous la phase des champs ou la phase de reproduction ?
caverna-prompt-overflow = Vous n'avez pas de place pour tous vos animaux : choisissez ceux que vous convertissez en PN
caverna-prompt-convert = Convertir des ressources (à tout moment)
caverna-prompt-rubies = Dépensez des rubis pour obtenir ce dont cette action a besoin
caverna-prompt-gold = Combien de PN achetez-vous avec de l'Or (N + 1 Or pour N PN) ?
caverna-prompt-solo_cap = Les cases qui contiennent plus de 6 ressources perdent l'excédent, sauf si vous payez 1 rubis par case
caverna-prompt-final = Derniers échanges avant le décompte (tuiles Aménagement, rubis, armes)

## Ce que fait une case (libellés des options).

caverna-take = Prendre { $goods }
caverna-take-nothing = Ne rien prendre
caverna-take-mines = Prendre { $goods } de plus pour vos mines
# Des infinitifs : ces libellés s'enchaînent (« Forger une arme et/ou partir en expédition … »).
caverna-op-growth = Agrandir le clan (Croissance du clan)
caverna-op-market = Acheter des ressources au marché
caverna-op-ore_trade = Échanger du minerai
caverna-op-imitate = Imiter une case d'un adversaire
caverna-op-forge = Forger une arme
# « A une exception près : si vous choisissez le butin « +1 à toutes les armes » »
caverna-op-weapons_plus_1 = +1 à toutes les armes
caverna-op-start_player = Devenir premier joueur
caverna-op-expedition = Partir en expédition de niveau { $level }
caverna-op-breed = Faire se reproduire { $count ->
    [one] { $count } espèce
   *[other] jusqu'à { $count } espèces
}
caverna-op-tile = Poser { $tile }
caverna-op-fence = { $size ->
    [small] Clôturer un petit pâturage
   *[large] Clôturer un grand pâturage
} ({ $cost })
caverna-op-stable = Construire une étable ({ $cost })
caverna-op-free-stable = Construire une étable gratuitement
caverna-op-furnish-tile = Aménager la tuile { $tile } { PRIX($cost) }
caverna-op-furnish-dwelling = Aménager une habitation
caverna-op-furnish = Aménager une grotte
caverna-op-sow = Semer

## Libellés des options.

caverna-back = Retour
caverna-done = Terminé
caverna-skip = Passer
caverna-final-done = Terminé : compter mes ressources telles quelles
caverna-eat = Manger { $what } (+{ $food })
caverna-buy = Acheter { $what } pour { $price }
caverna-done-buying = Fin des achats
caverna-trade-left = Échanger { $pay } contre { $get } ({ $left ->
    [one] encore 1 échange possible
   *[other] encore { $left } échanges possibles
})
caverna-done-trading = Fin des échanges
caverna-imitate-space = Imiter la case { $space } (payer { $cost })
caverna-cap-keep = Payer 1 rubis : la case { $space } garde ses { $goods }
caverna-cap-done = Terminé : les autres cases gardent { $count } ressources
caverna-pass-option = Aucune case n'est utilisable par votre { $weapon ->
    [0] nain désarmé
   *[other] nain armé (force { $weapon })
} : passer
caverna-ruby-dwarf = Payer 1 rubis pour placer l'un de vos nains sans respecter l'ordre des armes
caverna-send-dwarf = { $weapon ->
    [0] Envoyer un nain désarmé
   *[other] Envoyer le nain équipé d'une arme de force { $weapon }
}
caverna-feed-pay = Nourrir vos nains : payer { $food }
caverna-feed-beg = { $paid ->
    [0] Ne rien payer
   *[other] Payer { $food }
} et prendre { $count } { $count ->
    [one] marqueur de mendicité (−3 points)
   *[other] marqueurs de mendicité (−3 points chacun)
}
caverna-feed-one = Nourrir un nain avec { $goods } ({ $tile })
caverna-skip-field = Sauter la phase des champs
caverna-skip-breeding = Sauter la phase de reproduction
caverna-no-newborn = Pas de place pour un nouveau-né : continuer
caverna-keep-newborn = Garder les nouveau-nés : { $animals }
caverna-forge = Forger une arme de force { $strength } ({ $cost })
caverna-end-expedition = Terminer l'expédition
caverna-breed = Reproduction : { $animals }
caverna-half-at = { $kind } en { $cell }
caverna-half-off = { $kind } hors du plateau
caverna-tile-price = { $tile } ({ $cost })
caverna-back-cell = Choisir une autre case
caverna-the-half = la moitié { $kind }
caverna-one-half = une moitié
caverna-put-half = Poser { $half } en { $cell }…
caverna-fence-at = { $size ->
    [small] Clôturer un petit pâturage
   *[large] Clôturer un grand pâturage
} en { $cells }
caverna-stable-at = Construire une étable en { $cell }
caverna-colour-menu = { $colour ->
    [orange] Habitations
    [green] Aménagements verts
   *[yellow] Aménagements jaunes
} ({ $count } à votre portée)…
caverna-back-kind = Choisir un autre type de tuile
caverna-sow-crop = Semer { $what } ({ $count } sur le champ)
caverna-done-sowing = Fin des semailles
caverna-cannot-pay = Vous ne pouvez plus payer la tuile { $tile } : choisissez à nouveau
caverna-pay = Payer { $goods }
caverna-back-tile = Choisir une autre tuile
caverna-cover-at = Recouvrir votre tuile { $tile } en { $cell }
caverna-furnish-at = { $kind ->
    [tunnel] Aménager le tunnel en { $cell }
    [deep] Aménager le tunnel profond en { $cell }
   *[cavern] Aménager la grotte en { $cell }
}
caverna-convert-entry = Convertir des ressources…
caverna-gold-menu = Convertir de l'Or en PN (N + 1 Or → N PN)…
caverna-ruby-tile = Payer { $price } pour poser maintenant une tuile simple { $tile }
caverna-trade-weapon = Échanger l'arme de force { $strength } du nain { $dwarf } contre { $food }

## Refus.

caverna-refuse-over = La partie est terminée : plus aucun coup n'est possible.
caverna-refuse-not-your-turn = Ce n'est pas votre tour : vous n'avez rien à décider pour l'instant.
caverna-refuse-not-an-option = « { $option } » ne fait pas partie de vos options pour l'instant.
caverna-refuse-unavailable = Ce choix n'est pas disponible pour l'instant.
caverna-refuse-furnishing-set = L'option « furnishing_set » doit valoir « full » ou « intro », pas « { $chosen } ».

## Lignes de la feuille de score (« par animal d'élevage et par chien », « par case inutilisée »…).

caverna-score-farm-animals-and-dogs = Animaux d'élevage et chiens
caverna-score-missing-farm-animal-types = Espèces d'animaux d'élevage manquantes
caverna-score-grain = Céréales
caverna-score-vegetables = Légumes
caverna-score-rubies = Rubis
caverna-score-dwarfs = Nains
caverna-score-unused-spaces = Cases inutilisées
caverna-score-pastures = Pâturages
caverna-score-mines = Mines
caverna-score-furnishing-tiles = Tuiles Aménagement
caverna-score-bonus-points = Points bonus
caverna-score-gold = Or
caverna-score-begging = Marqueurs de mendicité
caverna-score-writing-chamber = Scriptorium

## Événements (journal de la partie et salon).

caverna-ev-starts = { $who } commence.
caverna-ev-round = Le tour { $round } commence : la nouvelle case Action est { $space }.
# « retournez-la sur la face Désir d'enfant urgent »
caverna-ev-flip = La carte Action { $old } est retournée sur sa face { $new }.
caverna-ev-suppliers = { $who } reçoit { $goods } de ses fournisseurs.
caverna-ev-round-start-gain = { $who } prend { $goods } au début du tour (tuile Aménagement).
caverna-ev-marker = Le marqueur Récolte du tour { $round } montre { $marker } : { $kind }.
caverna-ev-cap = La case { $space } contient plus de { $count } ressources : elle garde { $goods } ; l'excédent retourne dans la réserve.
caverna-ev-cap-keep = { $who } paie 1 rubis : la case { $space } garde ses ressources un tour de plus.
caverna-ev-pass = { $who } ne peut utiliser aucune case et passe.
caverna-ev-send = { $who } envoie un nain sur la case { $space }.
caverna-ev-ruby-dwarf = { $who } paie 1 rubis pour ignorer l'ordre de placement.
caverna-ev-home = Tous les nains retournent à la caverne.
caverna-ev-over = La partie est terminée.
caverna-ev-final = Derniers échanges avant le décompte.
caverna-ev-done-trading = { $who } a fini ses échanges.
caverna-ev-takes = { $who } prend { $goods }.
caverna-ev-takes-mines = { $who } prend en plus { $goods } pour ses mines.
caverna-ev-start-player = { $who } prend le pion Premier joueur.
# « Ulysse : envoie un nain … ; agrandit son clan … » : le nom dit une fois en tête de ligne.
caverna-ev-growth = { $who } agrandit son clan d'un nouveau nain.
caverna-ev-sharpen = { $who } renforce toutes ses armes (+1).
caverna-ev-buys = { $who } achète 1 { $good } pour { $price } Or.
caverna-ev-trades = { $who } échange { $pay } contre { $get }.
caverna-ev-imitate = { $who } paie { $cost } pour imiter la case { $space }.
caverna-ev-harvest = Récolte du tour { $round } : { $kind }.
caverna-ev-harvests = { $who } récolte { $goods }.
caverna-ev-feed-one = { $who } nourrit un nain avec { $goods } ({ $tile }).
# Sans PN du tout, il ne nourrit personne : « ne nourrit pas ses nains et prend 3 marqueurs ».
caverna-ev-feed = { $who } { $paid ->
    [0] ne nourrit pas ses nains
   *[other] nourrit ses nains avec { $food }
}{ $count ->
    [0] .
    [one] {" "}et prend 1 marqueur de mendicité.
   *[other] {" "}et prend { $count } marqueurs de mendicité.
}
caverna-ev-skip = { $who } saute la phase { $phase ->
    [field] des champs
   *[breeding] de reproduction
}.
caverna-ev-no-room = { $who } n'a pas de place pour des nouveau-nés.
# Une naissance par espèce : la liste nomme les espèces au singulier. La phrase commence par
# le joueur, comme les autres évènements, pour que le journal ne répète pas son nom.
# Le joueur d'abord, comme les autres phrases du journal : sur sa ligne (« Éloïse : … ; voit
# naître un âne »), son nom n'est pas redit et rien ne commence par une majuscule après « ; ».
caverna-ev-breed = { $who } voit naître { CHACUN($animals) }.
caverna-ev-newborn-gain = { $who } prend { $goods } pour les nouveau-nés.
# Ce qu'une tuile ajoute à un gain (École canine : 1 bois par chien ; Filon : 1 minerai par pierre).
caverna-ev-hook-gain = { $who } gagne aussi { $goods } grâce à sa tuile { $tile }.
caverna-ev-forge = { $who } forge une arme de force { $strength }.
caverna-ev-loot = L'expédition { DE($who) } rapporte { $loot }.
# Un autre butin de la même expédition, plus loin sur la même ligne du journal.
caverna-ev-loot-more = L'expédition rapporte aussi { $loot }.
caverna-ev-expedition-back = Le nain { DE($who) } revient d'expédition : arme de force { $strength }.
caverna-ev-overhang = La tuile { DE($who) } dépasse du plateau : +{ $gold }.
# « Si vous recouvrez un cours d'eau de votre forêt, prenez immédiatement 1 PN » ; « une des
# tanières de sangliers » ; « un lac souterrain » (seed 002) : on recouvre, on ne découvre pas.
caverna-ev-uncover = { $who } recouvre { $spot ->
    [den] la tanière de sangliers
    [lake] le lac souterrain
   *[stream] le cours d'eau
} en { $cell } : +{ $goods }.
caverna-ev-place = { $who } pose { $halves ->
    [2] une tuile double
   *[other] une tuile
} : { $spot }.
caverna-ev-fence = { $who } clôture un { $size ->
    [small] petit
   *[large] grand
} pâturage.
caverna-ev-stable = { $who } construit une étable en { $cell }.
caverna-ev-sow = { $who } sème 1 { $crop }.
caverna-ev-overbuild = { $who } construit la tuile { $tile } par-dessus sa tuile { $covered }.
caverna-ev-furnish = { $who } aménage la tuile { $tile } en { $cell } { PRIX($cost) }.
caverna-ev-ruby-tile = { $who } paie { $price } pour une tuile simple { $tile }.
caverna-ev-trade-weapon = { $who } échange une arme de force { $strength } contre des PN.
caverna-ev-convert = { $who } convertit { $pay } en { $get }.
caverna-ev-release = { $who } relâche { $pay }.

## Notre lecture de la règle là où elle laisse le choix (readings de setup.json).

caverna-reading-1 = L'Or se convertit en PN en une seule fois : N + 1 Or pour N PN (2 Or pour 1, 3 Or pour 2, etc.).
caverna-reading-2 = La case Action où vous placez un nain doit servir : vous ne pouvez pas vous arrêter avant d'avoir effectué au moins une de ses actions ; une case imitée ne donne aucune ressource accumulée, vous devez donc utiliser une autre de ses actions.
caverna-reading-3 = Les animaux doivent toujours être hébergés : quand une clôture, une étable, un aménagement, des semailles ou l'arrivée de nouveaux animaux laissent des animaux sans place, vous convertissez aussitôt en PN ceux qui sont en trop (relâcher un animal le perdrait pour rien : ce n'est pas proposé).
caverna-reading-4 = Si le nain dont c'est le tour (le plus faible resté à la caverne) n'a aucune case utilisable et que vous passez, tous vos nains restants passent ; avec 1 rubis, vous pouvez plutôt placer, hors de l'ordre des armes, un autre nain qui a une case utilisable.
caverna-reading-5 = { caverna-tile-guest_room } : pour vous, toute case Action « soit l'un, soit l'autre » devient « et/ou », Désir d'enfant compris.
caverna-reading-6 = Solo : une case qui contient plus de 6 ressources en garde 6 au début d'un tour (l'excédent retourne dans la réserve), sauf si vous payez 1 rubis pour cette case.
caverna-reading-7 = Tant que vous n'avez effectué aucune action d'une case Action, on ne vous propose aucune conversion qui vous empêcherait de l'utiliser (en dépensant les céréales à semer, le minerai à échanger ou les PN pour imiter).
caverna-reading-8 = Vos rubis sont pris en compte : une case vous est proposée si vous pouvez l'utiliser en convertissant des rubis (en ressources de plusieurs types s'il le faut, ou en PN) ; la case vous demande alors ces conversions avant toute autre chose.
caverna-reading-9 = Quand une case Action enchaîne deux actions (« …, puis … »), les ressources de la première sont prises aussitôt ; la Croissance du clan de la case { caverna-space-urgent_wish_for_children } est seulement proposée et peut être refusée.
caverna-reading-10 = La case { caverna-space-small_scale_drift_mining } est sur le plateau de 5 à 7 joueurs, comme le dit la règle (certaines versions en ligne mettent à sa place une seconde { caverna-space-drift_mining_1 } à 6 et 7 joueurs) ; elle fournit une tuile double Grotte/Tunnel puis 1 pierre : sans tuile, pas de pierre.
caverna-reading-11 = Une case Action Imitation peut elle-même être imitée (seule la case { caverna-space-starting_player_1 } ne peut pas l'être) : payez les deux coûts, puis imitez une autre case, jamais une case déjà imitée pendant cette action. Cela coûte toujours plus cher que d'imiter directement la seconde case, mais la règle le permet.
caverna-reading-12 = Le { caverna-tile-carpenter } retire 1 bois à chaque pâturage que vous clôturez, même si vous en clôturez deux dans la même action (un petit pâturage coûte 1 bois, un grand 3) ; tout prix qu'un menu indique est celui que vous payez après vos tuiles de réduction ({ caverna-tile-carpenter }, { caverna-tile-stone_carver }, { caverna-tile-blacksmith }).
