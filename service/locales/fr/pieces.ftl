# Les pièces : leurs noms, et comment chacune se déplace, en quelques mots
# (piece-KEY-summary, lignes de `rules JEU`) et en phrases complètes (piece-KEY-moves,
# `piece` et les diagrammes). Noms : docs/i18n/glossary-fr.md (Cazaux pour Tamerlan II et
# Zanzibar, Alphonse X pour l'Aanca et l'Unicornio). Les coups s'écrivent toujours avec les
# lettres standard de chaque jeu.

## Noms des pièces (par le nom anglais : piece-name-aanca)

piece-name-king = Roi
piece-name-queen = Dame
    .also = Reine
piece-name-rook = Tour
piece-name-bishop = Fou
piece-name-knight = Cavalier
piece-name-pawn = Pion
piece-name-prince = Prince
piece-name-archer = Archer
piece-name-lion = Lion
piece-name-gryphon = Griffon
piece-name-unicornio = Unicornio
piece-name-rhinoceros = Rhinocéros
piece-name-ship = Navire
piece-name-camel = Chameau
piece-name-giraffe = Girafe
piece-name-elephant = Éléphant
piece-name-machine = Machine
piece-name-cannon = Canon
piece-name-crocodile = Crocodile
piece-name-sorceress = Sorcière
piece-name-duchess = Duchesse
piece-name-buffalo = Buffle
piece-name-aanca = Aanca
piece-name-eagle = Aigle

## Comment chaque pièce se déplace : en quelques mots, puis en phrases

piece-king-summary = 1 pas dans toutes les directions
piece-king-moves = Se déplace d'une case dans n'importe quelle direction.
piece-queen-summary = n'importe quelle distance en ligne droite ou en diagonale
piece-queen-moves = Se déplace d'un nombre quelconque de cases en ligne droite ou en diagonale.
piece-rook-summary = n'importe quelle distance sur une rangée ou une colonne
piece-rook-moves = Se déplace d'un nombre quelconque de cases sur une rangée ou une colonne.
piece-bishop-summary = n'importe quelle distance en diagonale
piece-bishop-moves = Se déplace d'un nombre quelconque de cases en diagonale.
piece-knight-summary = saute de 2 cases tout droit et 1 de côté
piece-knight-moves = Saute de deux cases tout droit et d'une de côté, par-dessus tout ce qui se trouve entre.
piece-pawn-summary = 1 case en avant ; prend en diagonale vers l'avant
piece-pawn-moves = Avance sans jamais prendre ; prend d'une case en diagonale vers l'avant.
piece-prince-summary = se déplace comme un Roi, mais n'est pas royal (il peut être pris)
piece-prince-moves = Se déplace d'une case dans n'importe quelle direction, comme un Roi, mais n'est pas royal : il peut être pris et aller sur une case attaquée.
piece-archer-summary = 1 pas ou saut de 2 dans toutes les directions, sans prendre ; prend par tir sur ses 8 lignes, sans bouger
piece-archer-moves = Avance d'une case ou saute de deux, en ligne droite ou en diagonale, sans prendre. Il prend en tirant : la première pièce sur une ligne droite ou diagonale, si elle est ennemie, est retirée, et l'Archer reste sur place.
piece-chu-lion-summary = le Lion du Chu Shogi : saute sur toute case à 2 cases au plus ; double coup, igui, passe
piece-chu-lion-moves = Le Lion du Chu Shogi : saute sur n'importe quelle case à deux cases au plus ; ou prend sur une case voisine puis fait encore un pas (en prenant de nouveau, ou en revenant sur sa case : c'est l'igui) ; ou passe son tour en allant sur une case voisine vide et en revenant.
piece-gryphon-summary = 1 pas en diagonale, puis au choix tout droit en s'éloignant
piece-gryphon-moves = Fait un pas en diagonale, puis peut continuer d'un nombre quelconque de cases tout droit en s'éloignant (sur la rangée ou la colonne qui part vers l'extérieur). Il ne saute jamais.
piece-unicornio-summary = un saut de Cavalier, puis au choix en diagonale dans le prolongement (une prise l'arrête)
piece-unicornio-moves = Saute comme un Cavalier, puis peut continuer d'un nombre quelconque de cases en diagonale, en s'éloignant dans le sens du saut. Le saut peut prendre, et le coup s'arrête alors.
piece-rhinoceros-summary = 1 pas tout droit, puis au choix en diagonale en s'éloignant
piece-rhinoceros-moves = Fait un pas tout droit, puis peut continuer d'un nombre quelconque de cases en diagonale en s'éloignant. Il ne saute jamais.
piece-ship-summary = 1 pas en diagonale, puis au choix sur la colonne en s'éloignant
piece-ship-moves = Fait un pas en diagonale, puis peut continuer d'un nombre quelconque de cases sur la colonne, en s'éloignant de son point de départ. Il ne saute jamais. Sur un coin opposé, il devient un Aigle.
piece-camel-summary = saute de 3 cases tout droit et 1 de côté
piece-camel-moves = Saute de trois cases tout droit et d'une de côté (un Cavalier allongé), par-dessus tout ce qui se trouve entre.
piece-giraffe-summary = saute de 3 cases tout droit et 2 de côté
piece-giraffe-moves = Saute de trois cases tout droit et de deux de côté, par-dessus tout ce qui se trouve entre.
piece-elephant-summary = 1 ou 2 cases en diagonale, en sautant
piece-elephant-moves = Se déplace d'une ou deux cases en diagonale, en sautant par-dessus la première.
piece-machine-summary = 1 ou 2 cases tout droit, en sautant
piece-machine-moves = Se déplace d'une ou deux cases tout droit, en sautant par-dessus la première.
piece-cannon-summary = se déplace comme une Tour, prend en sautant par-dessus une pièce
piece-cannon-moves = Se déplace comme une Tour ; prend en sautant par-dessus exactement une pièce (de l'un ou l'autre camp) sur une rangée ou une colonne.
piece-vao-summary = se déplace comme un Fou, prend en sautant par-dessus une pièce
piece-vao-moves = Se déplace comme un Fou ; prend en sautant par-dessus exactement une pièce (de l'un ou l'autre camp) en diagonale.
piece-sorceress-summary = se déplace comme une Dame, prend en sautant par-dessus une pièce
piece-sorceress-moves = Se déplace comme une Dame ; prend en sautant par-dessus exactement une pièce (de l'un ou l'autre camp) en ligne droite ou en diagonale.
piece-duchess-summary = 1, 2 ou 3 cases dans toutes les directions, en sautant
piece-duchess-moves = Se déplace d'une, deux ou trois cases en ligne droite ou en diagonale, en sautant.
piece-buffalo-summary = saute comme un Cavalier, un Chameau ou une Girafe
piece-buffalo-moves = Saute comme un Cavalier (2,1), un Chameau (3,1) ou une Girafe (3,2), par-dessus tout ce qui se trouve entre.
piece-acedrex-lion-summary = saute de 3 cases tout droit, ou de 3 et 1 de côté
piece-acedrex-lion-moves = Saute de trois cases tout droit, ou de trois et d'une de côté (comme un Chameau), par-dessus tout ce qui se trouve entre.
piece-zanzibar-lion-summary = saute sur toute case à 2 cases au plus
piece-zanzibar-lion-moves = Se déplace d'une case dans n'importe quelle direction, ou saute sur n'importe quelle case à deux cases : tout droit, en diagonale ou comme un Cavalier.

## Les mots propres à un jeu (ses règles modifient la pièce)

piece-king-summary-castling = 1 pas dans toutes les directions ; roque
piece-king-summary-grant-leap = 1 pas dans toutes les directions ; au premier coup, un saut de 2 cases
piece-king-summary-zanzibar-jump = 1 pas dans toutes les directions ; au premier coup, un saut de 2 cases
piece-queen-summary-promotion-only = n'importe quelle distance en ligne droite ou en diagonale (seulement par promotion)
piece-bishop-summary-as-bishop = comme un Fou : n'importe quelle distance en diagonale
piece-pawn-summary-any-rank = 1 ou 2 cases en avant depuis n'importe quelle rangée ; prend en diagonale vers l'avant
piece-pawn-summary-single = 1 case en avant seulement ; prend en diagonale vers l'avant
piece-pawn-summary-triple = 1, 2 ou 3 cases en avant depuis la rangée 2, sinon 1 ou 2 ; prend en diagonale vers l'avant
piece-pawn-summary-rank-3 = 1 case en avant, 2 depuis la rangée 3 ; prend en diagonale vers l'avant
piece-pawn-summary-rank-2 = 1 case en avant, 2 depuis la rangée 2 ; prend en diagonale vers l'avant
piece-prince-summary-any-rank = se déplace comme un Roi, non royal ; avance aussi de 2 cases depuis n'importe quelle rangée, sans prendre
piece-prince-summary-rank-2 = se déplace comme un Roi, non royal ; avance aussi de 2 cases depuis la rangée 2, sans prendre
piece-gryphon-summary-ship = 1 pas en diagonale, puis au choix tout droit en s'éloignant (un Navire promu)

## `piece JEU PIÈCE` : la description complète, avec les règles du jeu

# $piece : le nom de la pièce dans ce jeu ; $text : comment elle se déplace (phrases ci-dessous).
piece-description = { $piece } — { $text }
piece-king-castles = Il peut roquer avec une Tour qui n'a pas bougé.
piece-king-grant-leap = À son premier coup, il peut sauter de deux cases tout droit ou en diagonale sur une case vide, mais pas pour sortir d'un échec ni par-dessus une case attaquée.
piece-king-zanzibar-jump = À son premier coup, il peut sauter sur une case vide à deux cases, tout droit, en diagonale ou comme un Cavalier, mais pas pour sortir d'un échec ni par-dessus des cases attaquées.
piece-king-abdication = S'il est mat, un Prince à l'abri peut devenir Roi à sa place (abdication).
piece-king-succession = S'il est mat, il peut échanger sa place avec un Prince qui n'est pas attaqué (succession).
# $steps : l'une des lignes piece-pawn-steps-….
piece-pawn-moves-game = { $steps }, sans jamais prendre ; prend d'une case en diagonale vers l'avant.
piece-pawn-steps-any-rank = Avance d'une ou deux cases depuis n'importe quelle rangée
piece-pawn-steps-single = Avance d'une case (jamais deux)
piece-pawn-steps-triple = Avance d'une, deux ou trois cases depuis sa deuxième rangée, d'une ou deux depuis les autres
piece-pawn-steps-double = Avance d'une case, ou de deux depuis sa rangée de départ
piece-pawn-en-passant = Il peut prendre en passant un Pion adverse qui vient de le dépasser par un pas double.
piece-pawn-no-en-passant = Il n'y a pas de prise en passant.
piece-prince-two-any-rank = Il peut aussi avancer de deux cases tout droit sans prendre, depuis n'importe quelle rangée.
piece-prince-two-first-rank = Depuis sa rangée de départ, il peut aussi avancer de deux cases tout droit sans prendre.
# $choices : des noms de pièces, joints par list-or.
piece-promotes-optional = Il peut être promu sur les trois dernières rangées (obligatoirement sur la dernière) en { $choices } ; en Prince seulement si son camp n'en a plus.
piece-promotes = Il est promu sur la dernière rangée en { $choices }.
piece-promotes-by-file = Arrivé sur la dernière rangée, il est promu : il devient la pièce qui a commencé sur cette colonne (un Aanca sur les colonnes f et g).
piece-ship-corner = Un Navire qui atteint un coin opposé en devient un.

## Listes

# « a, b ou c » : $head contient les éléments sauf le dernier, joints par « , ».
list-or = { $head } ou { $last }
list-and = { $head } et { $last }

# Branche words : listes dans les mots du lecteur (chaque élément est dit dans la langue :
# noms de pièces, coups). $count : le nombre d'éléments.
list-separator = {", "}
# « K Roi, Q Dame, R Tour » : une liste sans mot final.
list-comma = { $head }, { $last }
# Un élément de la liste des pièces d'un jeu : sa lettre et son nom.
piece-letter-name = { $letter } { $piece }
