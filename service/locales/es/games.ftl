# acedrex — español: nombres y orígenes de los juegos, y las líneas de `rules GAME`
# (disposición inicial y reglas especiales). Nombres según docs/i18n/glossary-es.md.
# Las letras de las piezas y la notación no se traducen.

## Nombres y orígenes de los juegos

game-name-chess = Ajedrez
game-origin-chess = reglas FIDE
game-name-shako = Shako
game-origin-shako = Jean-Louis Cazaux, 1990
game-name-perfect12 = Perfect 12
game-origin-perfect12 = Jean-Louis Cazaux, 1999/2000
game-name-kmf = Ajedrez duodecimal de KMF
game-origin-kmf = Theresa Dubé, 2021
game-name-grant-acedrex = Grant Acedrex
game-origin-grant-acedrex = Libro de los juegos de Alfonso X, 1283
game-name-zanzibar-xl = Zanzibar XL
game-origin-zanzibar-xl = Jean-Louis Cazaux
game-name-zanzibar-s = Zanzibar S
game-origin-zanzibar-s = Jean-Louis Cazaux
game-name-tamerlane2 = Tamerlán II
game-origin-tamerlane2 = Jean-Louis Cazaux

## Líneas de disposición y de reglas especiales
# Se rellenan con los datos del juego: $short, $long (enroque: Ke1→g1, Rh1→f1),
# $condition (castle-condition), $choices (letras de promoción), $centre,
# $centre_squares, $wings, $wing_squares, $squares, $default (disposición de Zanzibar).

castle-condition = que el Rey y la Torre no se hayan movido, que las casillas entre ellos estén vacías y que el Rey no esté en jaque ni pase por una casilla atacada ni llegue a ella
setup-chess = fila 1 `RNBQKBNR`, Peones en la fila 2; las negras, en espejo.
setup-shako = Cañones en a1 y j1, fila 2 `ERNBQKBNRE` (Rey en f2), Peones en la fila 3; las negras, en espejo.
setup-perfect12 = nuestra reconstrucción de la disposición de Cazaux: fila 1 `CMEBNLGNBEMC`, fila 2 `RPPPJKQJPPPR` (Rey en f2, con el León detrás), Peones en la fila 3; las negras, en espejo. Otra disposición: `play perfect12 fen FEN`.
setup-kmf = reconstruida (la fuente no da la disposición): fila 1 `RNBAJQKJABNR` (Rey en g1), Peones en la fila 2; las negras, en espejo.
setup-grant-acedrex = fila 1 `RLUZCAKCZULR` (Rey en g1), Peones en la fila 4; las negras, en espejo en las filas 12 y 9.
setup-zanzibar-xl = fila 1 `CMZV....VZMC`, fila 2 `ERNB....BNRE`, fila 3 `PPPPJWWJPPPP`, Peones en e4–h4; las negras, en espejo.
setup-zanzibar-s = fila 1 `CMZV....VZMC`, fila 2 `ERNBW..WBNRE`, fila 3 `PPPPJPPJPPPP`; las negras, en espejo.
setup-zanzibar-choice = **Las negras eligen** el resto antes de la 1.ª jugada blanca (las blancas lo copian): { $centre } en { $centre_squares }, { $wings } en { $wing_squares }, en cualquier orden.
setup-command = `setup ARR`: las letras de { $squares }, p. ej. `{ $default }` (por defecto) o `setup random`.
setup-tamerlane2 = fila 1 `E.M.C.C.M.E`, fila 2 `RNBSJKJSBNR` (Rey en f2), Peones en la fila 3; las negras, en espejo.
special-castling = Enroque: `O-O` = { $short }; `O-O-O` = { $long }. Requiere { $condition }.
special-chess-pawns = Peones: captura al paso tras un avance de 2.
special-chess-promotion = Promoción en la fila 8, obligatoria, a Q, R, B o N.
special-shako-pawns = Peones: al paso como en el ajedrez; promoción en la última fila, obligatoria, a Q, R, B, N, Cañón o Elefante.
special-perfect12-pawns = Peones: el avance de 2 necesita vacía la casilla intermedia; todo avance de 2 se puede tomar al paso. Promoción en la última fila, obligatoria, a Dama, León o Grifo.
special-perfect12-lion = León: captura una pieza vecina y da otro paso (`Lf5xg6-h7`, `Lf5xg6xh7`); o la captura sin moverse (igui, `Lf5xg6-f5`); o pasa (`Lf5-f5`: necesita una casilla vecina vacía, y nunca estando en jaque).
special-perfect12-castling = Enroque: el Rey se desliza 3 casillas y la Torre queda a su lado: `O-O` = { $short }; `O-O-O` = { $long }. Requiere { $condition }.
special-perfect12-princes = Los Príncipes no son piezas reales y nunca promocionan.
special-kmf-pawns = Peones: cada casilla por la que pasa un avance de 2 o 3 es casilla de captura al paso en la jugada siguiente, para cualquier Peón enemigo.
special-kmf-promotion = Promoción en las filas 10–12 (negras: 3–1): **opcional en la 10 y la 11**, obligatoria en la 12; a Q, R, B, N, Arquero, o Príncipe solo mientras no tengas ninguno.
special-kmf-archer = Disparo del Arquero: `Aa1xa11` retira la pieza de a11 y el Arquero se queda en su casilla; da jaque por sus líneas.
special-kmf-abdication = **Abdicación**: si te dan jaque mate y un Príncipe quedaría a salvo sin tu Rey, tu jugada puede coronarlo (`Je1=K` o `# Je1=K`): el antiguo Rey sale del tablero y la partida sigue.
special-grant-acedrex-pawns = Peones: sin avance doble, **sin captura al paso**; promoción en la última fila, obligatoria, a la pieza que empezó en esa columna (columnas f y g: Aanca).
special-grant-acedrex-king = **Sin enroque. Salto del Rey**: mientras no se haya movido, el Rey puede saltar 2 casillas en línea recta o en diagonal a una casilla vacía, también por encima de una pieza, pero no para salir del jaque ni por encima de una casilla atacada.
special-zanzibar-en-passant = Solo un Peón (no un Príncipe) come al paso el avance de 2 de un Peón o Príncipe.
special-zanzibar-promotion = Peones **y Príncipes** deben promocionar en la última fila a { $choices }.
special-zanzibar-king = **Sin enroque. Salto del Rey** (1.ª jugada, sin jaque): a una casilla vacía a 2, recto, diagonal o de Caballo, sin cruzar casillas atacadas (de Caballo: basta una intermedia segura).
special-tamerlane2-pawns = Peones: avance de 2 desde la fila 3, al paso como en el ajedrez; el avance de 2 de un Príncipe nunca se toma al paso. Peones y Príncipes promocionan en la última fila, obligatoriamente, a Dama.
special-tamerlane2-ship = Un Navío que llega a una esquina contraria (a11/k11 las blancas, a1/k1 las negras) se convierte en Águila.
special-tamerlane2-no-castling = **Sin enroque**, ni salto del Rey.
special-tamerlane2-succession = **Sucesión**: si te dan jaque mate y un Príncipe no está atacado, tu jugada puede intercambiar el Rey y el Príncipe (`Je2=K`); la partida sigue.

## La lista de juegos (`games`)

# Un juego de la lista: `chess` Ajedrez (8×8).
games-list-entry = `{ $key }` { $game } ({ $width }×{ $height })
