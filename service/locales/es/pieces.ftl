# acedrex — español: nombres de las piezas y cómo se mueven.
# Nombres según docs/i18n/glossary-es.md (clave: el nombre inglés, piece-name-aanca).
# Las jugadas se siguen escribiendo con las letras estándar de cada juego.

## Nombres de las piezas

piece-name-king = Rey
piece-name-queen = Dama
    .also = Reina
piece-name-rook = Torre
piece-name-bishop = Alfil
piece-name-knight = Caballo
piece-name-pawn = Peón
piece-name-prince = Príncipe
piece-name-archer = Arquero
piece-name-lion = León
piece-name-gryphon = Grifo
piece-name-unicornio = Unicornio
piece-name-rhinoceros = Rinoceronte
piece-name-ship = Navío
piece-name-camel = Camello
piece-name-giraffe = Jirafa
piece-name-elephant = Elefante
piece-name-machine = Máquina
piece-name-cannon = Cañón
piece-name-crocodile = Cocodrilo
piece-name-sorceress = Hechicera
piece-name-duchess = Duquesa
piece-name-buffalo = Búfalo
piece-name-aanca = Aanca
piece-name-eagle = Águila

## Cómo se mueve cada pieza: en pocas palabras y en frases completas

piece-king-summary = 1 paso en todas direcciones
piece-king-moves = Se mueve una casilla en cualquier dirección.
piece-queen-summary = cualquier distancia, recta o diagonal
piece-queen-moves = Se mueve cualquier distancia en línea recta o en diagonal.
piece-rook-summary = cualquier distancia en fila o columna
piece-rook-moves = Se mueve cualquier distancia por una fila o una columna.
piece-bishop-summary = cualquier distancia en diagonal
piece-bishop-moves = Se mueve cualquier distancia en diagonal.
piece-knight-summary = salta 2 y 1 de lado
piece-knight-moves = Salta dos casillas en línea recta y una de lado, por encima de cualquier pieza.
piece-pawn-summary = 1 adelante; come en diagonal
piece-pawn-moves = Avanza sin capturar nunca; captura una casilla en diagonal hacia delante.
piece-prince-summary = como el Rey, pero no es pieza real (se puede capturar)
piece-prince-moves = Se mueve una casilla en cualquier dirección, como el Rey, pero no es pieza real: puede ser capturado y puede ir a una casilla atacada.
piece-archer-summary = 1 paso o salto de 2 en cualquier dirección, sin capturar; captura disparando por sus 8 líneas, sin moverse
piece-archer-moves = Da un paso o salta dos casillas en cualquier dirección recta o diagonal, sin capturar. Captura disparando: la primera pieza de cualquier línea recta o diagonal, si es enemiga, sale del tablero y el Arquero se queda donde está.
piece-chu-lion-summary = el León del Chu Shogi: salta a cualquier casilla a 2 o menos; doble jugada, igui, pasar
piece-chu-lion-moves = El León del Chu Shogi: salta a cualquier casilla a una o dos de distancia; o captura en una casilla vecina y luego da otro paso (capturando otra vez, o volviendo a su casilla: igui); o pasa, yendo a una casilla vecina vacía y volviendo.
piece-gryphon-summary = 1 paso diagonal y, si quiere, sigue recto alejándose
piece-gryphon-moves = Da un paso en diagonal y luego puede seguir cualquier distancia en línea recta hacia fuera (por la fila o la columna que se aleja). Nunca salta.
piece-unicornio-summary = salto de Caballo y, si quiere, sigue en diagonal (si captura, se detiene)
piece-unicornio-moves = Salta como el Caballo y luego puede seguir cualquier distancia en diagonal hacia fuera, en la dirección del salto. El salto puede capturar, y entonces termina ahí.
piece-rhinoceros-summary = 1 paso recto y, si quiere, sigue en diagonal alejándose
piece-rhinoceros-moves = Da un paso en línea recta y luego puede seguir cualquier distancia en diagonal hacia fuera. Nunca salta.
piece-ship-summary = 1 paso diagonal y, si quiere, sigue por la columna alejándose
piece-ship-moves = Da un paso en diagonal y luego puede seguir cualquier distancia por la columna, alejándose de donde empezó. Nunca salta. En una esquina contraria se convierte en Águila.
piece-camel-summary = salta 3 y 1 de lado
piece-camel-moves = Salta tres casillas en línea recta y una de lado (un Caballo largo), por encima de cualquier pieza.
piece-giraffe-summary = salta 3 y 2 de lado
piece-giraffe-moves = Salta tres casillas en línea recta y dos de lado, por encima de cualquier pieza.
piece-elephant-summary = 1 o 2 en diagonal, saltando
piece-elephant-moves = Se mueve una o dos casillas en diagonal, saltando por encima de la primera.
piece-machine-summary = 1 o 2 en línea recta, saltando
piece-machine-moves = Se mueve una o dos casillas en línea recta, saltando por encima de la primera.
piece-cannon-summary = como la Torre; captura saltando una pieza
piece-cannon-moves = Se mueve como la Torre; captura saltando por encima de exactamente una pieza (de cualquier bando) por una fila o una columna.
piece-vao-summary = como el Alfil; captura saltando una pieza
piece-vao-moves = Se mueve como el Alfil; captura saltando por encima de exactamente una pieza (de cualquier bando) en diagonal.
piece-sorceress-summary = como la Dama; captura saltando una pieza
piece-sorceress-moves = Se mueve como la Dama; captura saltando por encima de exactamente una pieza (de cualquier bando) por una línea recta o diagonal.
piece-duchess-summary = 1, 2 o 3 casillas en todas direcciones, saltando
piece-duchess-moves = Se mueve una, dos o tres casillas en cualquier dirección recta o diagonal, saltando.
piece-buffalo-summary = salta como Caballo, Camello o Jirafa
piece-buffalo-moves = Salta como el Caballo (2,1), el Camello (3,1) o la Jirafa (3,2), por encima de cualquier pieza.
piece-acedrex-lion-summary = salta 3 en línea recta, o 3 y 1 de lado
piece-acedrex-lion-moves = Salta tres casillas en línea recta, o tres y una de lado (como el Camello), por encima de cualquier pieza.
piece-zanzibar-lion-summary = salta a cualquier casilla a 2 o menos
piece-zanzibar-lion-moves = Se mueve una casilla en cualquier dirección, o salta a cualquier casilla a dos de distancia: en línea recta, en diagonal o como el Caballo.

## Lo que cambian las reglas de cada juego

piece-king-summary-castling = 1 paso en todas direcciones; enroca
piece-king-summary-grant-leap = 1 paso en todas direcciones; 1.ª jugada: salto de 2
piece-king-summary-zanzibar-jump = 1 paso en todas direcciones; 1.ª jugada: salto de 2
piece-queen-summary-promotion-only = cualquier distancia, recta o diagonal (solo por promoción)
piece-bishop-summary-as-bishop = como el Alfil: cualquier distancia en diagonal
piece-pawn-summary-any-rank = 1 o 2 adelante desde cualquier fila; come en diagonal
piece-pawn-summary-single = solo 1 adelante; come en diagonal
piece-pawn-summary-triple = 1, 2 o 3 adelante desde la fila 2, si no 1 o 2; come en diagonal
piece-pawn-summary-rank-3 = 1 adelante, 2 desde la fila 3; come en diagonal
piece-pawn-summary-rank-2 = 1 adelante, 2 desde la fila 2; come en diagonal
piece-prince-summary-any-rank = como el Rey, pero capturable; además avanza 2 desde cualquier fila
piece-prince-summary-rank-2 = como el Rey, pero capturable; además avanza 2 desde la fila 2
piece-gryphon-summary-ship = 1 paso diagonal y, si quiere, sigue recto alejándose (Navío promocionado)

## `piece GAME PIECE`: la descripción completa, con las reglas del juego

# $piece: el nombre de la pieza en este juego; $text: cómo se mueve (las frases de abajo).
piece-description = { $piece } — { $text }
piece-king-castles = Puede enrocar con una Torre que no se haya movido.
piece-king-grant-leap = En su primera jugada puede saltar dos casillas en línea recta o en diagonal a una casilla vacía, pero no para salir del jaque ni por encima de una casilla atacada.
piece-king-zanzibar-jump = En su primera jugada puede saltar a una casilla vacía a dos de distancia, en línea recta, en diagonal o como el Caballo, pero no para salir del jaque ni por encima de casillas atacadas.
piece-king-abdication = Si le dan jaque mate, un Príncipe a salvo puede convertirse en Rey en su lugar (abdicación).
piece-king-succession = Si le dan jaque mate, puede intercambiar su casilla con un Príncipe que no esté atacado (sucesión).
# $steps: una de las líneas piece-pawn-steps-….
piece-pawn-moves-game = { $steps }, sin capturar nunca; captura una casilla en diagonal hacia delante.
piece-pawn-steps-any-rank = Avanza una o dos casillas desde cualquier fila
piece-pawn-steps-single = Avanza una casilla (nunca dos)
piece-pawn-steps-triple = Avanza una, dos o tres casillas desde su segunda fila, y una o dos desde cualquier otra
piece-pawn-steps-double = Avanza una casilla, o dos desde su fila inicial
piece-pawn-en-passant = Puede capturar al paso a un Peón que haya pasado a su lado con un avance doble.
piece-pawn-no-en-passant = No hay captura al paso.
piece-prince-two-any-rank = También puede avanzar dos casillas en línea recta sin capturar, desde cualquier fila.
piece-prince-two-first-rank = Desde su fila inicial también puede avanzar dos casillas en línea recta sin capturar.
# $choices: nombres de piezas, unidos con list-or.
piece-promotes-optional = Puede promocionar en las tres últimas filas (en la última, obligatoriamente) a { $choices }; a Príncipe solo mientras su bando no tenga ninguno.
piece-promotes = Promociona en la última fila a { $choices }.
piece-promotes-by-file = Promociona en la última fila a la pieza que empezó en esa columna (Aanca en las columnas f y g).
piece-ship-corner = Un Navío que llega a una esquina contraria se convierte en esta pieza.

## Listas

# "a, b o c": $head son los elementos menos el último, unidos con ", ".
list-or = { $head } o { $last }
list-and = { $head } y { $last }

# Rama words: listas con las palabras del lector (cada elemento se dice en el idioma:
# nombres de piezas, jugadas). $count: el número de elementos.
list-separator = {", "}
# "R Rey, D Dama, T Torre": una lista sin palabra final.
list-comma = { $head }, { $last }
# Un elemento de la lista de piezas de un juego: su letra y su nombre.
piece-letter-name = { $letter } { $piece }
