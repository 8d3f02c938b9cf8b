# acedrex — español: palabras de las imágenes del tablero, el gráfico de evaluación, las
# tarjetas y páginas de partida, las etiquetas de los botones y las descripciones de los
# comandos de barra (Discord: como máximo 100 caracteres cada una).

## Botones

label-accept = Aceptar
label-decline = Rechazar
label-board = Tablero
label-offer-draw = Ofrecer tablas
label-accept-draw = Aceptar tablas
label-agree = De acuerdo
label-resign = Abandonar
label-takeback = Deshacer jugada
label-legal-moves = Jugadas legales
label-flip = Girar
label-analyse = Analizar
label-abort = Anular
label-rematch = Revancha

## Títulos y tarjetas

game-title = { $game } · partida #{ $id }
# La barra de título de la imagen del tablero; $when: image-move o cómo terminó.
image-title = { $game } · #{ $id } · { $when } · { $white } contra { $black }
image-move = jugada { $number }
# Relojes en vivo en la barra de título: B(lancas) y N(egras).
image-clocks = B { $white_clock } · N { $black_clock }
game-aborted = Partida anulada
# Cómo terminó una partida, en corto: "ganan las blancas por jaque mate (1-0)".
game-ended = { $result } ({ $score })
board-white-to-move = Juegan las blancas (mayúsculas)
board-black-to-move = Juegan las negras (minúsculas)
gif-title = { $game } · #{ $id }
bot-name = el bot (nivel { $level })
card-players = Blancas: **{ $white }** · Negras: **{ $black }**
card-move = Jugada { $number } · { $state }
card-last-move = Última jugada: **{ $san }**
state-aborted = Partida anulada: sin resultado, no valorada
state-over = Partida terminada: { $result } ({ $score })
state-setup = { $black } (negras) elige la disposición
state-to-move = Mueve { $who } ({ $side })
state-to-move-check = Mueve { $who } ({ $side }): ¡jaque!
time-clock = Reloj ({ $minutes }+{ $increment }): blancas { $white_clock } · negras { $black_clock }
time-days = { $who } tiene { $left } para jugar ({ $days ->
    [one] { $days } día
   *[other] { $days } días
} por jugada).

## El gráfico de evaluación y los diagramas de movimiento

graph-title = #{ $id } · { $game } · evaluación
legend-moves-or-captures = mueve o captura
legend-moves-only = solo mueve
legend-captures-only = solo captura
# branch images: a movement diagram's title, the piece and its game.
diagram-title = { $piece } — { $game }

## Páginas de partida

page-board-title = { $game } · #{ $id } · { $when }
page-after-white = tras { $number }. { $san }
page-after-black = tras { $number }... { $san }
page-at-start = al inicio
page-challenge = Un desafío de { $challenger } a { $challenged }, aún sin aceptar.
page-open-challenge = Un desafío abierto de { $challenger }.
page-players = Blancas: { $white } · Negras: { $black }
page-board-alt = El tablero tras { $at }
page-first = « inicio
page-back = ‹ atrás
page-next = siguiente ›
page-last = final »
page-record = Registro (PGN)
page-animation = Animación (GIF)
page-footer = Partida #{ $id } · empezada el { $date } · jugada con acedrex
# branch images: the page's step bar and the board's description at the start.
page-board-alt-start = El tablero al inicio
page-step-start = inicio
page-step-of = { $at } de { $plies }

## Comandos de barra: la descripción de cada comando y la de sus opciones

slash-play = Empieza una partida: desafía a un jugador, a cualquiera de aquí o al bot
slash-play-variant = El juego
slash-play-opponent = A quién desafías (nadie: a cualquiera de aquí)
slash-play-bot = Jugar contra el bot
slash-play-color = Tu color
slash-play-days = Correspondencia: días por jugada (3 por defecto entre personas)
slash-play-clock = Reloj en vivo: minutos+segundos por jugada, p. ej. 15+10
slash-play-level = El nivel del bot, de 1 a 8
slash-play-setup = Zanzibar: la disposición (UQKFOLGD) o random
slash-play-fen = Empezar desde esta posición
slash-accept = Acepta un desafío
slash-decline = Rechaza un desafío que te han hecho
slash-cancel = Retira tu desafío
slash-move = Haz una jugada: e4, Nf3, O-O, Lf5xg6-h7
slash-move-text = La jugada
slash-setup = Zanzibar: las negras eligen la disposición
slash-setup-arrangement = UQKFOLGD, FQKULG o random
slash-board = Muestra el tablero
slash-flip = El tablero girado al revés, solo para ti
slash-flip-side = El bando que queda abajo
slash-moves = Las jugadas legales, o las de una pieza sobre el tablero
slash-moves-square = La casilla de una pieza, p. ej. f5
slash-hint = El bot te sugiere una jugada (partidas contra el bot)
slash-resign = Abandona la partida
slash-abort = Anula una partida antes de que jueguen los dos bandos (sin resultado)
slash-rematch = La misma partida otra vez contra el mismo rival, con los colores cambiados
slash-draw = Ofrece o acepta tablas
slash-takeback = Pide deshacer tu última jugada, o acéptalo
slash-claim = Gana una partida que tu rival ha dejado
slash-games = Partidas y desafíos de este canal
slash-record = El archivo con el registro de la partida
slash-gif = La partida como GIF animado
slash-rules = Las reglas de un juego
slash-rules-variant = El juego
slash-piece = Cómo se mueve una pieza, con un diagrama
slash-piece-variant = El juego
slash-piece-piece = Su letra o su nombre
slash-stats = Ratings y resultados
slash-stats-player = De quién (sin nada: los tuyos)
slash-leaderboard = Los jugadores con mejor rating de un juego
slash-leaderboard-variant = El juego
slash-analyse = Tras una partida: el motor marca errores y errores graves, con un gráfico
slash-analyse-stop = Detiene un análisis en marcha
slash-remind = Activa o desactiva los recordatorios de que te toca jugar
slash-remind-setting = on u off
slash-help = Los comandos, o uno en detalle
slash-help-command = Un comando que explicar
slash-as = Terminal: cambia el jugador con el que escribes
slash-as-name = El jugador
slash-quit = Terminal: salir (las partidas se guardan)
slash-lang = El idioma en que te respondo
slash-lang-language = es, fr, de o en

# rama discord-es: la opción `game` de los comandos que aceptan #PARTIDA, y los
# nombres de las opciones a elegir (Discord los muestra; se envía la palabra).
slash-game = El número de la partida (#12), si tienes varias
slash-choice-white = Blancas
slash-choice-black = Negras
slash-choice-random = Al azar
slash-choice-on = Activar
slash-choice-off = Desactivar
slash-choice-create = Crear
slash-choice-join = Unirse
slash-choice-leave = Salir
slash-choice-start = Empezar
slash-choice-standings = Clasificación
slash-choice-pairings = Emparejamientos
slash-choice-withdraw = Retirar a un jugador
slash-choice-pause = Pausa (arena)
slash-choice-swiss = Suizo
slash-choice-roundrobin = Todos contra todos
slash-choice-arena = Torneo arena
slash-choice-rated = Valorada
slash-choice-casual = Amistosa

# Los nombres de los comandos de barra (Discord): minúsculas, una palabra.
slash-name-play = jugar
slash-name-accept = aceptar
slash-name-decline = rechazar
slash-name-cancel = retirar
slash-name-move = mover
slash-name-setup = colocar
slash-name-board = tablero
slash-name-flip = girar
slash-name-moves = jugadas
slash-name-hint = pista
slash-name-resign = rendirse
slash-name-abort = anular
slash-name-rematch = revancha
slash-name-draw = tablas
slash-name-takeback = deshacer
slash-name-claim = reclamar
slash-name-games = partidas
slash-name-record = registro
slash-name-gif = gif
slash-name-rules = reglas
slash-name-piece = pieza
slash-name-stats = estadísticas
slash-name-leaderboard = clasificación
slash-name-analyse = analizar
slash-name-remind = recordar
slash-name-tournament = torneo
slash-name-lang = idioma
slash-name-help = ayuda

# lang-audit: las páginas de error de las páginas web.
page-not-found-title = No existe esa partida
page-not-found = No hay ninguna partida en esta dirección. Las páginas de partidas están en /game/ID, donde ID es el número de la partida (#12 en el chat); el bot da la dirección de la página de cada partida.
page-bad-request-title = Petición incorrecta
page-bad-ply = `ply` debe ser un número de medias jugadas (0 es el inicio).
page-no-such-ply-title = No existe esa jugada
page-no-such-ply = Esta partida tiene { $plies } { $plies ->
        [one] media jugada
       *[other] medias jugadas
    }; `ply` va de 0 a { $plies }.
page-unreadable-title = Partida ilegible
page-unreadable = No se puede leer el registro de esta partida.
page-failed-title = Algo ha fallado
page-failed = No se ha podido hacer la página. Inténtalo de nuevo dentro de un momento.
page-busy-title = Ocupado
page-busy = Ahora mismo se están haciendo muchas páginas. Inténtalo de nuevo dentro de unos segundos.
