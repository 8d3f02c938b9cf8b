# acedrex — español: las páginas de ayuda (`help`, `help COMMAND`) y los resúmenes de
# reglas (`rules GAME`). Los comandos y la notación en `code` no se traducen.

## `help`: la lista de comandos

help-overview-head = **Comandos de acedrex**, como se escriben aquí (`play …`):
# $usage: la línea de uso corta del comando; $brief: cmd-NAME-brief.
help-overview-line = - `{ $usage }` — { $brief }
help-overview-games = Las partidas tienen número (`#12`): añade `#ID` si un comando puede referirse a varias tuyas.
help-overview-variants = Variantes: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. `help COMMAND`: detalles de uno.

## `help COMMAND`

help-command-head = **{ $command }** — uso: `{ $usage }`
help-game-arg = `#GAME`: el número de la partida, p. ej. `#12`; solo hace falta si tienes varias partidas aquí (el bot te las enumera).
# $examples: ejemplos en `code`, unidos con ", ".
help-examples = **Ejemplos:** { $examples }
help-who = **Quién:** { $who }
help-unknown = No existe el comando `{ $word }`.
help-did-you-mean = ¿Querías decir `{ $guess }`?
help-commands = Comandos: { $commands }. `help COMMAND` explica uno.

## `rules GAME`

# $last_file: la letra de la última columna del tablero.
rules-head = **{ $game }** (`{ $key }`) — { $origin }. Tablero **{ $width }×{ $height }** (a–{ $last_file }, 1–{ $height }); salen las blancas.
rules-pieces = **Piezas**
# $moves: piece-KEY-summary o lo que dice el juego de esa pieza.
rules-piece-line = - { $letter } { $piece } — { $moves }
rules-setup = **Disposición** — { $line }
rules-special = **Reglas especiales**
rules-special-line = - { $line }
rules-end = **Final** — { $end }
rules-end-checkmate = gana el mate
rules-end-abdication = gana el mate si no cabe la abdicación
rules-end-succession = gana el mate si no cabe la sucesión
rules-end-stalemate-loses = ; **ahogado: pierde el bando ahogado**
rules-end-bare-king = ; **Rey desnudo**: dejar al rival solo con el Rey, teniendo tú más piezas, gana en el acto
# $stalemate: yes cuando el ahogado es tablas en este juego.
rules-end-draws = . Tablas: { $stalemate ->
    [yes] ahogado,{" "}
   *[no] {""}
}triple repetición, regla de los 50 movimientos, Reyes solos, acuerdo.
rules-footer = `piece { $key } { $example }`: cómo se mueve una pieza; `help move`: la notación.

## `lang`

cmd-lang-brief = el idioma en que te respondo
cmd-lang-detail-1 = `lang es`, `lang fr`, `lang de` o `lang en`: a partir de ahora te respondo en español, francés, alemán o inglés, en todas las plataformas. Sin nada más, `lang` dice cuál uso.
cmd-lang-who = cualquiera.

## La ayuda de cada comando: resumen, líneas de detalle y quién puede usarlo

cmd-play-brief = desafía a un jugador, al bot o al canal
cmd-play-detail-1 = Empieza una partida desafiando a alguien.
cmd-play-detail-2 = `VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (también zanzibar, acedrex, tamerlane…).
cmd-play-detail-3 = `@opponent`: ese jugador debe aceptar con `accept` (o rechazar con `decline`). `bot`: el bot acepta al instante. Sin rival: un desafío abierto que cualquiera del canal puede aceptar.
cmd-play-detail-4 = `white|black|random`: tu color (por defecto, al azar).
cmd-play-detail-5 = `days N`: por correspondencia, como máximo N días por jugada (por defecto entre personas: `days 3`). `clock M+S`: reloj en vivo, M minutos por bando más S segundos por jugada (`clock 15+10`), que arranca tras la primera jugada de cada bando. Quien se queda sin tiempo pierde (tablas si al rival solo le queda el Rey).
cmd-play-detail-6 = `level N`: la fuerza del bot, de 1 (la más débil) a 8; por defecto 5.
cmd-play-detail-7 = `setup ARRANGEMENT|random`: solo Zanzibar; fija ya la disposición; si no, las negras la eligen con `setup` antes de la primera jugada de las blancas.
cmd-play-detail-8 = `fen FEN`: empieza desde una posición propia (se escribe al final).
cmd-play-who = cualquiera.
cmd-accept-brief = acepta un desafío
cmd-accept-detail-1 = Acepta un desafío que te han hecho, o un desafío abierto de este canal; la partida empieza.
cmd-accept-who = el jugador desafiado; en un desafío abierto, cualquiera menos quien desafía.
cmd-decline-brief = rechaza un desafío
cmd-decline-detail-1 = Rechaza un desafío que te han hecho.
cmd-decline-who = el jugador desafiado.
cmd-cancel-brief = retira tu desafío
cmd-cancel-detail-1 = Retira un desafío tuyo que nadie ha aceptado todavía.
cmd-cancel-who = quien desafía.
cmd-move-brief = haz una jugada (o escríbela sin más: `e4`)
cmd-move-detail-1 = Haz una jugada. En un canal donde tienes una sola partida, basta con escribir la jugada.
cmd-move-detail-2 = Algebraica: `e4`, `exd5`, `Nf3`, `Rxb10`, `Nbd2`, `b12=Q`; `x`/`:` opcionales, `+ # ! ?` se ignoran; letras minúsculas donde no haya ambigüedad.
cmd-move-detail-3 = Algebraica larga: `e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`. También valen los nombres de las piezas: `León f5xg6`.
cmd-move-detail-4 = Enroque: `O-O`, `O-O-O` (o `0-0`, `0-0-0`).
cmd-move-detail-5 = León de Perfect 12: `Lf5xg6-h7`, `Lf5xg6xh7`, igui `Lf5xg6-f5`, pasar `Lf5-f5` (larga: `f5g6h7`). Disparo del Arquero de KMF: `Aa1xa11`.
cmd-move-detail-6 = Abdicación (KMF) / sucesión (Tamerlán II): `Je1=K` o `# Je1=K`.
cmd-move-detail-7 = Una jugada ilegal recibe el motivo: no existe esa pieza, no puede ir ahí, deja al Rey en jaque, es ambigua (con las candidatas)…
cmd-move-who = un jugador de la partida, en su turno.
cmd-setup-brief = Zanzibar: las negras eligen la disposición
cmd-setup-detail-1 = Solo Zanzibar: las negras eligen la disposición de las piezas centrales de atrás antes de la primera jugada de las blancas; las blancas reciben la misma en las mismas columnas.
cmd-setup-detail-2 = XL: las letras de e1 f1 g1 h1 e2 f2 g2 h2, p. ej. `UQKFOLGD`. S: las letras de e1 f1 g1 h1 f2 g2, p. ej. `FQKULG`.
cmd-setup-detail-3 = Rey, Dama, Águila (G) y León van en las columnas f/g; Duquesa (D), Hechicera (O), Rinoceronte (U) y Búfalo (F) en las columnas e/h (S: solo U y F, en e1 y h1).
cmd-setup-detail-4 = `random` elige una al azar. Sin elección se usan las de arriba por defecto.
cmd-setup-who = el jugador de negras, antes de la primera jugada de las blancas.
cmd-board-brief = muestra el tablero
cmd-board-detail-1 = Muestra la imagen del tablero de una partida, con la última jugada marcada.
cmd-board-who = cualquiera.
cmd-flip-brief = el tablero al revés, solo para ti
cmd-flip-detail-1 = Muestra el tablero de una partida con el otro bando abajo, o con el bando que nombres. Solo lo ves tú donde la plataforma lo permite (Discord); el tablero de la partida no cambia.
cmd-flip-who = cualquiera.
cmd-moves-brief = jugadas legales, o las de una pieza en imagen
cmd-moves-detail-1 = Sin casilla: la lista de jugadas legales.
cmd-moves-detail-2 = Con una casilla: una imagen del tablero con las jugadas legales de esa pieza marcadas.
cmd-moves-who = cualquiera.
cmd-hint-brief = el bot te sugiere una jugada (contra el bot)
cmd-hint-detail-1 = El bot te sugiere una jugada. Solo en partidas contra el bot.
cmd-hint-who = el jugador que se enfrenta al bot.
cmd-resign-brief = abandona la partida
cmd-resign-detail-1 = Abandonar: gana tu rival.
cmd-resign-who = un jugador de la partida.
cmd-abort-brief = anula la partida antes de que jueguen ambos
cmd-abort-detail-1 = Anula una partida recién empezada, antes de que jueguen los dos bandos: termina sin resultado, no valorada, y no cuenta en estadísticas ni clasificaciones.
cmd-abort-detail-2 = Cuando ya han jugado los dos bandos, abandona con `resign` u ofrece tablas con `draw`.
cmd-abort-who = un jugador de la partida.
cmd-rematch-brief = la misma partida, con los colores cambiados
cmd-rematch-detail-1 = Tras una partida (terminada o anulada): desafía al mismo rival al mismo juego con el mismo ritmo, valorada o no como antes, con los colores cambiados. Se acepta con `accept` como cualquier desafío; el bot acepta al instante.
cmd-rematch-detail-2 = Sin `#GAME`: tu última partida terminada en este canal. Solo puede haber una revancha pendiente por partida.
cmd-rematch-who = un jugador de la partida terminada.
cmd-draw-brief = ofrece o acepta tablas
cmd-draw-detail-1 = Ofrece tablas; tu rival acepta escribiendo también `draw`.
cmd-draw-who = un jugador de la partida.
cmd-takeback-brief = pide deshacer tu última jugada
cmd-takeback-detail-1 = Pide deshacer tu última jugada; tu rival acepta con `takeback`. El bot acepta al instante.
cmd-takeback-who = un jugador de la partida.
cmd-claim-brief = gana una partida que tu rival ha dejado
cmd-claim-detail-1 = Gana una partida que tu rival ha dejado: en una partida sin ritmo de juego, cuando le toca y no ha jugado durante el tiempo configurado (72 horas por defecto).
cmd-claim-detail-2 = Una partida con ritmo de juego (días por jugada, o reloj) la decide su reloj: cuando al rival se le acaba el tiempo, pierde por tiempo sin necesidad de reclamar; hasta entonces `claim` dice cuánto le queda.
cmd-claim-who = el jugador que espera la jugada.
cmd-games-brief = partidas y desafíos abiertos de este canal
cmd-games-detail-1 = Lista las partidas en curso y los desafíos abiertos de este canal, con sus números.
cmd-games-who = cualquiera.
cmd-record-brief = el registro de la partida (archivo)
cmd-record-detail-1 = Envía el registro de la partida (tipo PGN: etiquetas y las jugadas en notación algebraica).
cmd-record-who = cualquiera.
cmd-gif-brief = un GIF animado de la partida
cmd-gif-detail-1 = Envía un GIF animado de la partida hasta ahora, jugada a jugada.
cmd-gif-who = cualquiera.
cmd-rules-brief = las reglas de un juego
cmd-rules-detail-1 = Un resumen de las reglas de un juego: tablero, piezas, disposición, reglas especiales, cómo termina.
cmd-rules-who = cualquiera.
cmd-piece-brief = cómo se mueve una pieza, con diagrama
cmd-piece-detail-1 = Un diagrama de movimiento y la descripción de una pieza. `PIECE`: su letra o su nombre.
cmd-piece-who = cualquiera.
cmd-stats-brief = ratings y resultados
cmd-stats-detail-1 = El rating de un jugador en cada juego (Glicko-2) y sus victorias, tablas y derrotas; el tuyo sin `@player`.
cmd-stats-who = cualquiera.
cmd-leaderboard-brief = los mejores ratings de un juego
cmd-leaderboard-detail-1 = Los jugadores con el rating más alto de un juego.
cmd-leaderboard-who = cualquiera.
cmd-analyse-brief = errores (`?`, `??`) y gráfico de evaluación de una partida
cmd-analyse-detail-1 = El motor repasa una partida terminada, marca los errores (`?`) y los errores graves (`??`) de cada bando con la jugada que habría hecho, y envía un gráfico de la evaluación.
cmd-analyse-detail-2 = Tarda hasta un minuto en las partidas largas; `analyse stop` lo cancela.
cmd-analyse-who = cualquiera, una vez terminada la partida.
cmd-remind-brief = avisos cuando te toca jugar
cmd-remind-detail-1 = Cuando llevas un día con la jugada pendiente (y otra vez antes de un plazo de correspondencia), el bot te lo recuerda una vez donde juegas. `remind off` lo desactiva en todas tus partidas.
cmd-remind-who = cualquiera, para sí mismo.
cmd-help-brief = esta lista, o un comando en detalle
cmd-help-detail-1 = Sin palabra: todos los comandos. Con una: su uso, argumentos y ejemplos.
cmd-help-who = cualquiera.
cmd-as-brief = terminal: escribe como otro jugador
cmd-as-detail-1 = Solo en la terminal: a partir de ahora escribes como el jugador NAME. Nombra a los rivales con `@NAME`.
cmd-as-who = el usuario de la terminal.
cmd-quit-brief = terminal: salir (las partidas se guardan)
cmd-quit-detail-1 = Solo en la terminal: termina la sesión. Las partidas se guardan y siguen la próxima vez.
cmd-quit-who = el usuario de la terminal.
