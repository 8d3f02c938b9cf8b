# Les jeux : noms, origines, et les lignes de `rules JEU` (position de départ, règles
# spéciales). Noms des jeux et des pièces : docs/i18n/glossary-fr.md.

## Noms et origines des jeux

game-name-chess = Échecs
game-origin-chess = règles de la FIDE
game-name-shako = Shako
game-origin-shako = Jean-Louis Cazaux, 1990
game-name-perfect12 = Perfect 12
game-origin-perfect12 = Jean-Louis Cazaux, 1999/2000
game-name-kmf = Échecs duodécimaux de KMF
game-origin-kmf = Theresa Dubé, 2021
game-name-grant-acedrex = Grant Acedrex
game-origin-grant-acedrex = Livre des jeux d'Alphonse X, 1283
game-name-zanzibar-xl = Zanzibar XL
game-origin-zanzibar-xl = Jean-Louis Cazaux
game-name-zanzibar-s = Zanzibar S
game-origin-zanzibar-s = Jean-Louis Cazaux
game-name-tamerlane2 = Tamerlan II
game-origin-tamerlane2 = Jean-Louis Cazaux

## Lignes de départ et de règles spéciales (par les identifiants des jeux)
# Remplis avec les données du jeu : $short, $long (roque : Ke1→g1, Rh1→f1), $condition
# (castle-condition ci-dessous), $choices (lettres de promotion), $centre, $centre_squares,
# $wings, $wing_squares, $squares, $default (une disposition de Zanzibar).

castle-condition = le Roi et la Tour n'ont pas bougé, les cases entre eux sont vides, le Roi n'est pas en échec et ne passe ni n'arrive sur une case attaquée

setup-chess = rangée 1 `RNBQKBNR`, Pions sur la rangée 2 ; les Noirs en miroir.
setup-shako = Canons en a1 et j1, rangée 2 `ERNBQKBNRE` (Roi en f2), Pions sur la rangée 3 ; les Noirs en miroir.
setup-perfect12 = notre reconstitution de la disposition de Cazaux : rangée 1 `CMEBNLGNBEMC`, rangée 2 `RPPPJKQJPPPR` (Roi en f2, Lion derrière lui), Pions sur la rangée 3 ; les Noirs en miroir. Autre disposition : `play perfect12 fen FEN`.
setup-kmf = reconstituée (la source ne donne pas de disposition) : rangée 1 `RNBAJQKJABNR` (Roi en g1), Pions sur la rangée 2 ; les Noirs en miroir.
setup-grant-acedrex = rangée 1 `RLUZCAKCZULR` (Roi en g1), Pions sur la rangée 4 ; les Noirs en miroir sur les rangées 12 et 9.
setup-zanzibar-xl = rangée 1 `CMZV....VZMC`, rangée 2 `ERNB....BNRE`, rangée 3 `PPPPJWWJPPPP`, Pions de e4 à h4 ; les Noirs en miroir.
setup-zanzibar-s = rangée 1 `CMZV....VZMC`, rangée 2 `ERNBW..WBNRE`, rangée 3 `PPPPJPPJPPPP` ; les Noirs en miroir.
setup-zanzibar-choice = **Les Noirs choisissent** le reste avant le premier coup des Blancs, et les Blancs le reproduisent sur les mêmes colonnes : { $centre } en { $centre_squares }, { $wings } en { $wing_squares }, dans n'importe quel ordre.
setup-command = `setup ARR` : les lettres des pièces en { $squares }, par exemple `{ $default }` (par défaut), ou `setup random`.
setup-tamerlane2 = rangée 1 `E.M.C.C.M.E`, rangée 2 `RNBSJKJSBNR` (Roi en f2), Pions sur la rangée 3 ; les Noirs en miroir.
special-castling = Roque : `O-O` = { $short } ; `O-O-O` = { $long }. Conditions : { $condition }.
special-chess-pawns = Pions : prise en passant après un pas double.
special-chess-promotion = Promotion sur la rangée 8, obligatoire, en Q, R, B ou N.
special-shako-pawns = Pions : prise en passant comme aux échecs ; promotion sur la dernière rangée, obligatoire, en Q, R, B, N, Canon ou Éléphant.
special-perfect12-pawns = Pions : un pas double exige une case intermédiaire vide ; tout pas double peut être pris en passant. Promotion sur la dernière rangée, obligatoire, en Dame, Lion ou Griffon.
special-perfect12-lion = Lion : prendre une pièce voisine puis faire encore un pas (`Lf5xg6-h7`, `Lf5xg6xh7`) ; la prendre sans bouger (igui, `Lf5xg6-f5`) ; ou passer (`Lf5-f5` : il faut une case voisine vide, et jamais en échec).
special-perfect12-castling = Roque : le Roi glisse de 3 cases, la Tour se pose à côté de lui : `O-O` = { $short } ; `O-O-O` = { $long }. Conditions : { $condition }.
special-perfect12-princes = Les Princes ne sont pas royaux et ne sont jamais promus.
special-kmf-pawns = Pions : chaque case traversée par un pas double ou triple est une case de prise en passant au coup suivant, pour tout Pion ennemi.
special-kmf-promotion = Promotion sur les rangées 10 à 12 (Noirs : 3 à 1) : **facultative sur la 10 et la 11**, obligatoire sur la 12 ; en Q, R, B, N, Archer, ou en Prince seulement si vous n'en avez plus.
special-kmf-archer = Tir de l'Archer : `Aa1xa11` retire la pièce en a11, l'Archer reste en place ; il donne échec le long de ses lignes.
special-kmf-abdication = **Abdication** : si vous êtes mat et qu'un de vos Princes serait à l'abri une fois votre Roi retiré, votre coup peut le couronner (`Je1=K` ou `# Je1=K`) : l'ancien Roi quitte l'échiquier, la partie continue.
special-grant-acedrex-pawns = Pions : pas de pas double, **pas de prise en passant** ; promotion sur la dernière rangée, obligatoire, en la pièce qui a commencé sur cette colonne (colonnes f et g : Aanca).
special-grant-acedrex-king = **Pas de roque. Saut du Roi** : tant qu'il n'a jamais bougé, le Roi peut sauter de 2 cases tout droit ou en diagonale sur une case vide, même par-dessus une pièce, mais pas pour sortir d'un échec ni par-dessus une case attaquée.
special-zanzibar-en-passant = Un Pion ennemi (jamais un Prince) peut prendre en passant le pas double d'un Pion ou d'un Prince.
special-zanzibar-promotion = Les Pions **et les Princes** sont obligatoirement promus sur la dernière rangée, en { $choices }.
special-zanzibar-king = **Pas de roque. Saut du Roi** (premier coup, hors échec) : vers une case vide à 2 cases, tout droit, en diagonale ou comme un Cavalier, pas par-dessus une case attaquée (saut de Cavalier : il suffit qu'une des cases intermédiaires soit sûre).
special-tamerlane2-pawns = Pions : pas double depuis la rangée 3, prise en passant comme aux échecs ; le pas double d'un Prince n'est jamais pris en passant. Pions et Princes sont obligatoirement promus en Dame sur la dernière rangée.
special-tamerlane2-ship = Un Navire qui atteint un coin opposé (a11/k11 pour les Blancs, a1/k1 pour les Noirs) devient un Aigle.
special-tamerlane2-no-castling = **Pas de roque**, pas de saut du Roi.
special-tamerlane2-succession = **Succession** : si vous êtes mat et qu'un de vos Princes n'est pas attaqué, votre coup peut échanger le Roi et ce Prince (`Je2=K`) ; la partie continue.

## La liste des jeux (`games`)

# Un jeu de la liste : `chess` Échecs (8×8).
games-list-entry = `{ $key }` { $game } ({ $width }×{ $height })
