# acedrex — English: game names, origins, and the lines of `rules GAME` (setup and
# special rules). Names: game-name-KEY (KEY as in commands and records).

## Game names and origins

game-name-chess = Chess
game-origin-chess = FIDE rules
game-name-shako = Shako
game-origin-shako = Jean-Louis Cazaux, 1990
game-name-perfect12 = Perfect 12
game-origin-perfect12 = Jean-Louis Cazaux, 1999/2000
game-name-kmf = KMF's Dozenal Chess
game-origin-kmf = Theresa Dubé, 2021
game-name-grant-acedrex = Grant Acedrex
game-origin-grant-acedrex = Alfonso X's Book of Games, 1283
game-name-zanzibar-xl = Zanzibar XL
game-origin-zanzibar-xl = Jean-Louis Cazaux
game-name-zanzibar-s = Zanzibar S
game-origin-zanzibar-s = Jean-Louis Cazaux
game-name-tamerlane2 = Tamerlane II
game-origin-tamerlane2 = Jean-Louis Cazaux

## Setup and special-rule lines (by the game entries' message ids)
# Filled in from the game's data: $short, $long (castling: Ke1→g1, Rh1→f1), $condition
# (castle-condition below), $choices (promotion letters), $centre, $centre_squares,
# $wings, $wing_squares, $squares, $default (a Zanzibar setup).

castle-condition = King and Rook unmoved, the squares between empty, the King not in check nor passing or landing on an attacked square
setup-chess = rank 1 `RNBQKBNR`, Pawns on rank 2; Black mirrors.
setup-shako = Cannons on a1 and j1, rank 2 `ERNBQKBNRE` (King f2), Pawns on rank 3; Black mirrors.
setup-perfect12 = our reconstruction of Cazaux's array: rank 1 `CMEBNLGNBEMC`, rank 2 `RPPPJKQJPPPR` (King f2, Lion behind it), Pawns on rank 3; Black mirrors. Another array: `play perfect12 fen FEN`.
setup-kmf = reconstructed (the source gives no array): rank 1 `RNBAJQKJABNR` (King g1), Pawns on rank 2; Black mirrors.
setup-grant-acedrex = rank 1 `RLUZCAKCZULR` (King g1), Pawns on rank 4; Black mirrors on ranks 12 and 9.
setup-zanzibar-xl = rank 1 `CMZV....VZMC`, rank 2 `ERNB....BNRE`, rank 3 `PPPPJWWJPPPP`, Pawns on e4–h4; Black mirrors.
setup-zanzibar-s = rank 1 `CMZV....VZMC`, rank 2 `ERNBW..WBNRE`, rank 3 `PPPPJPPJPPPP`; Black mirrors.
setup-zanzibar-choice = **Black chooses** the rest before White's first move, White copies it on the same files: { $centre } on { $centre_squares }, { $wings } on { $wing_squares }, any order.
setup-command = `setup ARR`: the letters on { $squares }, e.g. `{ $default }` (default), or `setup random`.
setup-tamerlane2 = rank 1 `E.M.C.C.M.E`, rank 2 `RNBSJKJSBNR` (King f2), Pawns on rank 3; Black mirrors.
special-castling = Castling: `O-O` = { $short }; `O-O-O` = { $long }. Needs { $condition }.
special-chess-pawns = Pawns: en passant after a 2-step.
special-chess-promotion = Promotion on rank 8, compulsory, to Q, R, B or N.
special-shako-pawns = Pawns: en passant as in chess; promotion on the last rank, compulsory, to Q, R, B, N, Cannon or Elephant.
special-perfect12-pawns = Pawns: a 2-step needs an empty middle square; every 2-step may be taken en passant. Promotion on the last rank, compulsory, to Queen, Lion or Gryphon.
special-perfect12-lion = Lion: capture a neighbour and step once more (`Lf5xg6-h7`, `Lf5xg6xh7`); capture it without moving (igui, `Lf5xg6-f5`); or pass (`Lf5-f5`: needs an empty neighbour, never in check).
special-perfect12-castling = Castling: the King slides 3 squares, the Rook lands beside it: `O-O` = { $short }; `O-O-O` = { $long }. Needs { $condition }.
special-perfect12-princes = Princes are not royal and never promote.
special-kmf-pawns = Pawns: every square a 2- or 3-step passes is an en-passant square for the next move, for any enemy Pawn.
special-kmf-promotion = Promotion on ranks 10–12 (Black 3–1): **optional on 10 and 11**, compulsory on 12; to Q, R, B, N, Archer, or Prince only while you have none.
special-kmf-archer = Archer shot: `Aa1xa11` removes the piece on a11, the Archer stays; it gives check along its lines.
special-kmf-abdication = **Abdication**: when checkmated, if a Prince would be safe with your King gone, your move may crown it (`Je1=K` or `# Je1=K`): the old King leaves, the game goes on.
special-grant-acedrex-pawns = Pawns: no double step, **no en passant**; promotion on the last rank, compulsory, to the piece that started on that file (f- and g-files: Aanca).
special-grant-acedrex-king = **No castling. King leap**: while it has never moved, the King may leap 2 squares straight or diagonally to an empty square, over a piece too, but not out of check nor over an attacked square.
special-zanzibar-en-passant = An enemy Pawn (never a Prince) may take a Pawn's or Prince's 2-step en passant.
special-zanzibar-promotion = Pawns **and Princes** must promote on the last rank, to { $choices }.
special-zanzibar-king = **No castling. King jump** (first move, not in check): to an empty square 2 away, straight, diagonal or Knight-like, not over an attacked square (Knight-like: one safe middle square is enough).
special-tamerlane2-pawns = Pawns: 2-step from rank 3, en passant as in chess; a Prince's 2-step is never taken en passant. Pawns and Princes promote on the last rank, compulsory, to Queen.
special-tamerlane2-ship = A Ship reaching an opposite corner (a11/k11 for White, a1/k1 for Black) becomes an Eagle.
special-tamerlane2-no-castling = **No castling**, no King leap.
special-tamerlane2-succession = **Succession**: when checkmated, if a Prince is not attacked, your move may swap King and Prince (`Je2=K`); the game goes on.

## The list of games (`games`)

# One game in the list: `chess` Chess (8×8).
games-list-entry = `{ $key }` { $game } ({ $width }×{ $height })
