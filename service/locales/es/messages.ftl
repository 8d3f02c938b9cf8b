# acedrex — español: respuestas, errores, avisos, recordatorios y análisis.
#
# Ids y variables como en en/messages.ftl. Las palabras siguen docs/i18n/glossary-es.md.
# Los bandos ($side, $bottom, $to_move, $color, $winner, $loser) llegan como
# color-white / color-black ("blancas", "negras", en minúscula): van siempre tras un
# artículo ("las blancas") o entre paréntesis, nunca al principio de una frase.
# Los nombres de piezas ($piece, $found, $named) se usan sin artículo, para no depender
# de su género: "la pieza de e4 (Caballo)".
# Comandos y notación en `code` no se traducen.

## Bandos y duraciones

color-white = blancas
color-black = negras
duration-minutes = { $m ->
    [one] { $m } minuto
   *[other] { $m } minutos
}
duration-hours = { $h ->
    [one] { $h } hora
   *[other] { $h } horas
}
duration-hours-minutes = { duration-hours } y { duration-minutes }
duration-days = { $d ->
    [one] { $d } día
   *[other] { $d } días
}
duration-days-hours = { duration-days } y { duration-hours }

## La partida de un vistazo

no-randomness = La partida no puede empezar ahora: este ordenador no ha dado números aleatorios para la dirección privada de su página. Vuelve a intentarlo más tarde; si sigue pasando, avisa al operador del bot.
page-line = Página de la partida: { $url }
status-over = Partida terminada: { $result }.
status-setup = { $black } (negras) elige primero la disposición: `setup { $example }` o `setup random` (ver `help setup`).
status-to-move = Mueve { $who } ({ $side }).
status-to-move-check = Mueve { $who } ({ $side }): ¡jaque!
summary-challenge = #{ $id } desafío: { $challenger } → { $challenged ->
    [anyone] cualquiera
   *[other] { $challenged }
} a { $game }
summary-game = #{ $id } { $game }: { $white } (blancas) contra { $black } (negras), jugada { $number }.
last-move = Última jugada: { $san }.
turned = Partida #{ $id }, con las { $bottom } abajo.

## Encontrar la partida

store-failed = Lo siento, ha fallado el almacén de partidas: { $e }. No se ha cambiado nada.
save-failed = Lo siento, no se pudo guardar la partida; no se ha cambiado nada.
changed-meanwhile = La partida #{ $id } ha cambiado mientras tanto; vuelve a mirarla, por favor.
saved-then-changed = Guardado. Mientras tanto otro proceso ha cambiado la partida #{ $id }; así está ahora:
bot-move-not-saved = Guardado, pero la respuesta del bot no: ha fallado el almacén de partidas ({ $e }). El bot hará su jugada en la partida #{ $id } por sí solo cuando el almacén vuelva a funcionar.
bot-caught-up = Partida #{ $id }: el bot hace la jugada que tenía pendiente.
bot-still-owes = Partida #{ $id }: el bot aún debe su jugada y no puede hacerla ahora: ha fallado el almacén de partidas ({ $e }). No se ha cambiado nada; el bot jugará por sí solo cuando el almacén vuelva a funcionar.
unreadable = la partida #{ $id } no se puede leer y se omite
note = (Nota: { $problem }.)
cannot-read = La partida #{ $id } no se puede leer: { $e }
no-such-game = No existe la partida #{ $id }.
other-channel = La partida #{ $id } se juega en otro canal.
not-started = La partida #{ $id } no ha empezado.
why-not-closed = El desafío #{ $id } fue rechazado o retirado; no se jugó ninguna partida.
why-not-finished = La partida #{ $id } ha terminado; `board #{ $id }`, `record #{ $id }` y `gif #{ $id }` la siguen mostrando.
why-not-aborted = La partida #{ $id } fue anulada (sin resultado); `board #{ $id }` la sigue mostrando y `rematch #{ $id }` propone otra.
why-not-challenge = La partida #{ $id } no ha empezado: es un desafío que espera ser aceptado.
# $verb: la palabra del comando (`move`, `resign`, …) o una frase inglesa ("offer a draw"):
# las que no tienen variante aquí se dicen "hacer eso".
why-not-watching = Solo los jugadores de la partida #{ $id } pueden { $verb ->
    [move] mover
    [setup] elegir la disposición
    [resign] abandonar
    [abort] anular la partida
    [claim] reclamar la partida
    [hint] pedir una pista
    [draw] ofrecer tablas
    [takeback] pedir deshacer una jugada
   *[other] hacer eso
}; tú la estás mirando.
why-not-own-challenge = El desafío #{ $id } es tuyo; solo tu rival puede { $verb ->
    [accept] aceptarlo
    [decline] rechazarlo
   *[other] responder a él
} (tú puedes retirarlo con `cancel`).
why-not-for-someone-else = El desafío #{ $id } es para { $challenged }, no para ti.
why-not-their-challenge = El desafío #{ $id } es de { $challenger }; solo esa persona puede retirarlo.
why-not-under-way = La partida #{ $id } ya está en juego.
not-playing-here = No estás jugando en este canal, así que no puedes { $verb ->
    [move] mover
    [setup] elegir la disposición
    [resign] abandonar
    [abort] anular la partida
    [claim] reclamar la partida
    [hint] pedir una pista
    [draw] ofrecer tablas
    [takeback] pedir deshacer una jugada
   *[other] hacer eso
}. Empieza una partida con `play VARIANT @opponent` o `play VARIANT bot`.
no-game-here = No hay ninguna partida en curso en este canal. Empieza una con `play VARIANT @opponent` o `play VARIANT bot`.
no-challenge-for-you = No hay ningún desafío para ti en este canal.
no-challenge-of-yours = No tienes ningún desafío abierto en este canal.
which-game = ¿Qué partida?
which-game-example = Añade su número, por ejemplo `{ $example } #{ $first }`.

## Desafíos

setup-or-fen = Da `setup` o `fen`, no los dos.
bad-position = Esa posición no se puede usar: { $error }
position-over = Esa posición ya está terminada; no hay nada que jugar.
bad-setup = Esa disposición no se puede usar: { $error }.
stored-setup-error = { $error }
stored-fen-error = { $error }
not-yourself = No puedes desafiarte a ti mismo; nombra a otro jugador o `bot`.
bot-accepts = El bot acepta.
# $colour: white, black o random.
challenge = { $challenger } desafía a { $challenged } a { $game }{ $colour ->
    [white] { " " }({ $challenger } juega con blancas)
    [black] { " " }({ $challenger } juega con negras)
   *[random] {""}
} — desafío #{ $id }. { $challenged }: `accept` o `decline`.
challenge-open = { $challenger } desafía a cualquiera de este canal a { $game }{ $colour ->
    [white] { " " }({ $challenger } juega con blancas)
    [black] { " " }({ $challenger } juega con negras)
   *[random] {""}
} — desafío #{ $id }. Cualquiera puede aceptarlo con `accept` ({ $challenger } puede retirarlo con `cancel`).
nobody-accepted = Nadie ha aceptado este desafío.
no-arrangement = No se pudo elegir ninguna disposición para esta partida.
game-begins = Empieza la partida #{ $id }: { $game }, { $white } (blancas) contra { $black } (negras).
game-begins-setup = Disposición { $arrangement }.
open-challenge-no-decline = El desafío #{ $id } está abierto a cualquiera; no hay nada que rechazar (su autor puede retirarlo con `cancel`).
clocks-start-after-first-moves = Los relojes se ponen en marcha tras la primera jugada de cada bando: antes no corre el tiempo. Si un bando no hace su primera jugada en { $seconds }, la partida se anula (sin resultado).

## Anular y revancha

aborted = { $who } ha anulado la partida #{ $id }. No tiene resultado y no cuenta para nadie: ni rating ni estadísticas. `rematch #{ $id }` propone otra partida con los colores cambiados.
status-aborted = La partida #{ $id } fue anulada: sin resultado, no valorada.
too-late-to-abort = La partida #{ $id } ya no se puede anular: los dos bandos han jugado. Puedes abandonar con `resign` u ofrecer tablas con `draw`.
aborted-no-first-move = La partida #{ $id } queda anulada: { $who } ({ $side }) no hizo su primera jugada en { $seconds }. No tiene resultado y no cuenta para nadie.
first-move-pending = Tu rival aún no ha hecho su primera jugada, y su reloj solo empieza a correr después. Si no ha jugado en { $seconds }, la partida se anula (sin resultado).
rematch-of = Revancha de la partida #{ $id }, con los colores cambiados.
rematch-while-playing = La partida #{ $id } aún se está jugando; la revancha se puede proponer cuando termine.
rematch-not-played = El desafío #{ $id } nunca se jugó; no hay revancha posible.
rematch-not-yours = Solo los jugadores de la partida #{ $id } pueden pedir la revancha.
rematch-pending = Ya hay una revancha de la partida #{ $id } esperando: el desafío #{ $challenge } (`accept #{ $challenge }`, `decline #{ $challenge }` o `cancel #{ $challenge }`).
rematch-which = ¿Qué partida? `rematch #ID` (no tienes ninguna partida terminada en este canal para pedir la revancha).
withdrew = { $who } ha retirado el desafío #{ $id }.
declined = { $who } ha rechazado el desafío #{ $id } de { $challenger }.

## Jugar

not-playing = No juegas en esta partida.
no-game = Esa partida aún no ha empezado.
line-too-long = Ese mensaje es demasiado largo para ser un comando ({ $chars } caracteres; como máximo { $max }). Escribe `help` para ver los comandos.
not-a-command =
    `{ $word }` no es un comando. { $why }
    Escribe `help` para ver los comandos.
# SENTENCE: mayúscula inicial y punto final (los errores son frases sin ellos).
move-refused = { SENTENCE($error) }
not-a-command-either = `{ $word }` tampoco es un comando; escribe `help` para ver los comandos.
game-refused = { SENTENCE($error) }
plays = { $who } juega { $san }.
bot-plays = El bot juega { $san }.
result-game-over = Partida terminada: { $result } ({ $score }). Se puede seguir viendo: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` la vuelve a jugar con los colores cambiados.
# $change: la diferencia con su signo, `+12`, `-8`.
rating-change = { $name }: rating { $old } → { $new } ({ $change })
no-setup-choice = { $variant } no tiene elección de disposición; solo los juegos Zanzibar la tienen.
black-chooses = En Zanzibar las negras eligen la disposición; tú juegas con blancas.
setup-too-late = La disposición solo se puede elegir antes de la primera jugada de las blancas.
setup-chosen-already = La disposición ya se eligió ({ $arrangement }); se elige una vez y no cambia.
setup-chosen-already-unknown = La disposición ya se eligió; se elige una vez y no cambia.
setup-chosen = { $who } elige la disposición { $arrangement }; las blancas la copian en espejo.
draw-offered-already = Ya has ofrecido tablas; tu rival puede aceptarlas con `draw`.
bot-declines-draw = El bot rechaza las tablas: sigue jugando.
draw-offer = { $who } ofrece tablas. { $opponent }: `draw` para aceptar (hacer una jugada las rechaza).
takeback-asked-already = Ya lo has pedido; tu rival acepta con `takeback`.
nothing-to-take-back-yours = No tienes ninguna jugada que deshacer.
nothing-to-take-back = No hay ninguna jugada que deshacer.
takeback-request = { $who } pide deshacer su última jugada. { $opponent }: `takeback` para aceptar.
taken-back = Deshecha la última jugada de { $name } ({ $plies ->
    [one] { $plies } media jugada
   *[other] { $plies } medias jugadas
}).
your-move-no-claim = Te toca jugar: no hay nada que reclamar.
clock-decides-days = Esta partida se juega a { $days ->
    [one] { $days } día
   *[other] { $days } días
} por jugada, así que decide el reloj, no una reclamación: tu rival tiene { $left } para jugar; si no ha jugado para entonces, pierde por tiempo y la partida termina sola.
clock-decides = Esta partida se juega con reloj ({ $minutes }+{ $increment }), así que decide el reloj, no una reclamación: tu rival tiene { $left } para jugar; si no ha jugado para entonces, pierde por tiempo y la partida termina sola.
too-early-to-claim = Tu rival tiene { $left_secs } para jugar antes de que puedas reclamar la partida.
hints-vs-bot-only = Las pistas son para las partidas contra el bot.
hint-not-your-turn = No es tu turno; la pista llegará cuando lo sea.
no-move-to-suggest = No hay ninguna jugada que sugerir.
hint = Pista: { $san }
notice = { $sender } — partida #{ $id }:

## Relojes y recordatorios

# $white_clock, $black_clock: el tiempo que queda como lo muestra un reloj, `14:05`.
clock-line = Reloj ({ $minutes }+{ $increment }): blancas { $white_clock } · negras { $black_clock }
days-line = { $who } tiene { $left } para jugar ({ $days ->
    [one] { $days } día
   *[other] { $days } días
} por jugada).
timed-out = Partida #{ $id }: { $result } ({ $score }). Se puede seguir viendo: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` la vuelve a jugar con los colores cambiados.
reminder-deadline = { $who }, te toca jugar en { $game } #{ $id } ({ $waited } desde la última jugada; tienes { $left } antes de perder por tiempo). `remind off` desactiva estos recordatorios.
reminder = { $who }, te toca jugar en { $game } #{ $id } ({ $waited } desde la última jugada). `remind off` desactiva estos recordatorios.
reminders-on = Recordatorios activados: cuando lleves un día con la jugada pendiente, o se acerque un plazo, te lo recuerdo una vez donde juegas.
reminders-off = Recordatorios desactivados en todas tus partidas (`remind on` los vuelve a activar).

## Mirar

legal-moves = { $count ->
    [one] { $count } jugada legal
   *[other] { $count } jugadas legales
} de las { $side }: { $moves }
not-a-square = `{ $sq }` no es una casilla del tablero de { $game }.
no-piece-on = No hay ninguna pieza en { $sq }.
cannot-move-now = La pieza de { $sq } ({ $piece }) no puede mover ahora: les toca a las { $to_move }.
no-legal-move = La pieza de { $sq } ({ $piece }) no tiene jugadas legales.
piece-can-play = La pieza de { $sq } ({ $piece }) puede jugar: { $moves }
no-games-here = No hay partidas ni desafíos en este canal. Empieza una con `play VARIANT @opponent` o `play VARIANT bot`.
# $moves: jugadas como las cuentan los jugadores (la de blancas y la de negras juntas).
record-of = El registro de la partida #{ $id } ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}).
animation-of = La partida #{ $id } en animación ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}).
games-list = Los juegos: { $list }. Pide `rules VARIANT` para ver uno.
not-a-piece = `{ $text }` no es una pieza de { $game }; sus piezas son { $pieces }.
stats-none = { $name } aún no tiene partidas valoradas.
stats-head = { $name }:
stats-line = - { $game }: rating { $rating } (±{ $deviation }), { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: { $wins } ganadas, { $draws } tablas, { $losses } perdidas
leaderboard-empty = Nadie ha jugado aún una partida valorada de { $game }.
leaderboard-head = Clasificación de { $game }:
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})

## Análisis

analyse-which = ¿Qué partida? `analyse #ID` (el número está en sus tableros y en su registro; la última respuesta de una partida terminada tiene un botón Analizar).
nothing-to-analyse = La partida #{ $id } se anuló antes de que jugaran los dos bandos; no hay nada que analizar.
analyse-in-progress = La partida #{ $id } aún se está jugando: se podrá analizar cuando termine.
analysis-under-way = El análisis de la partida #{ $id } está en marcha; la respuesta llegará cuando termine (`analyse stop #{ $id }` lo detiene antes).
analysis-not-running = No hay ningún análisis de la partida #{ $id } en marcha.
analysis-stopping = Deteniendo el análisis de la partida #{ $id }: responderá con lo que haya visto hasta ahora.
# Una jugada señalada. $number: `23.` o `23...`; $mark: `?` o `??`; $with_best: 1 si se
# conoce una jugada mejor ($best), si no 0.
analysis-allowed-mate = - { $number } { $san }{ $mark } ({ $side }) permitió un mate{ $with_best ->
    [1] ; lo mejor era { $number } { $best }
   *[0] {""}
}
analysis-lost-piece = - { $number } { $san }{ $mark } ({ $side }) perdió una pieza ({ $piece }){ $with_best ->
    [1] ; lo mejor era { $number } { $best }
   *[0] {""}
}
analysis-gave-away = - { $number } { $san }{ $mark } ({ $side }) regaló { $pawns } peones{ $with_best ->
    [1] ; lo mejor era { $number } { $best }
   *[0] {""}
}
analysis-counts = Las { $side }: { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
} (??), { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
} (?)
analysis-head = Análisis de la partida #{ $id } ({ $variant }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}; { $ms_per_move } ms por posición):
analysis-clean = No se encontraron errores: los dos bandos mantuvieron su evaluación.
analysis-stopped = (Detenido antes de tiempo: { $seen } de { $plies } medias jugadas revisadas.)

## Leer comandos

usage-example = uso: { $usage } — por ejemplo `{ $example }`
usage = uso: { $usage }
empty-command = un comando vacío; escribe `help` para ver los comandos
not-understood = No entiendo `{ $word }` en `{ $command }`; uso: { $usage }
# $with_game: 1 si el comando admite un número de partida, si no 0.
takes-nothing = `{ $command }` no lleva argumentos{ $with_game ->
    [1] {" "}salvo un número de partida como `#12`
   *[0] {""}
}; `{ $extra }` sobra
# $takes: takes-number, takes-one-of o takes-meta.
arg-takes = `{ $name }` lleva { $takes }
takes-number = un número del { $min } al { $max }
takes-one-of = uno de estos: { $words }
takes-meta = un valor como `{ $meta }`
given-twice = `{ $name }` aparece dos veces; dalo una sola vez.
two-values = `{ $first }` y `{ $second }` son dos valores para `{ $name }`; da solo uno.
two-games = `#{ $first }` y `#{ $second }` nombran dos partidas; un comando trata de una sola.
not-both = Da `{ $a }` o `{ $b }`, no los dos.
level-needs-bot = `level` es para partidas contra el bot: `play VARIANT bot level N`
no-such-command = No existe el comando `{ $name }`; escribe `help` para ver los comandos.
no-such-option = `{ $command }` no tiene la opción `{ $name }`; mira `help { $command }`.

## Elegir el idioma (`lang`)

# $language: el nombre de un idioma (lang-name-… abajo).
lang-set = A partir de ahora te respondo en { $language }.
lang-shown = Te respondo en { $language }. `lang es`, `lang fr`, `lang de` o `lang en` lo cambia.
# $available: los códigos de los idiomas disponibles, `en, es, fr, de`.
lang-unknown = No hablo `{ $text }`. Los idiomas disponibles son: { $available }.
lang-name-en = inglés
lang-name-es = español
lang-name-fr = francés
lang-name-de = alemán

## Cómo terminan las partidas (frases; $winner y $loser son bandos)

result-win-checkmate = ganan las { $winner } por jaque mate
result-win-stalemate = ganan las { $winner }: las { $loser } están ahogadas
result-win-bare-king = ganan las { $winner }: a las { $loser } solo les queda el Rey
result-win-resignation = las { $loser } abandonan; ganan las { $winner }
result-win-timeout = a las { $loser } se les acabó el tiempo; ganan las { $winner }
result-win-abandonment = las { $loser } dejaron la partida; ganan las { $winner }
result-win-other = ganan las { $winner } ({ $reason })
result-draw-stalemate = tablas por ahogado
result-draw-repetition = tablas por triple repetición
result-draw-move-rule = tablas: 100 medias jugadas sin captura ni jugada de Peón
result-draw-bare-kings = tablas: solo quedan los dos Reyes
result-draw-dead-position = tablas: ningún bando puede dar mate (posición muerta)
result-draw-agreement = tablas por acuerdo
result-draw-timeout = tablas: se acabó el tiempo, pero al rival solo le queda el Rey
result-draw-other = tablas ({ $reason })
# $games: los ids de los juegos, como los escriben los jugadores.
unknown-game = juego desconocido `{ $name }`; los juegos son: { $games }

## Por qué se rechaza una jugada (frases: la respuesta las convierte en oraciones)

# $examples: jugadas en `code`, unidas con ", " y " o ".
move-syntax = no puedo leer `{ $text }` como una jugada; escríbela así: { $examples }
move-unknown-piece = `{ $letter }` no es una pieza de { $game }; sus piezas son { $pieces }
move-no-piece-on = no hay ninguna pieza en { $square }
move-not-yours = la pieza de { $square } ({ $piece }) no es tuya: les toca a las { $to_move }
move-wrong-piece = la pieza de { $square } es { $found }, no { $named }
move-not-in-game = en { $game } no hay { $piece }
move-no-such-piece-on = las { $color } no tienen { $piece } en { $place }
move-no-such-piece-file = las { $color } no tienen { $piece } en la columna { $place }
move-no-such-piece-rank = las { $color } no tienen { $piece } en la fila { $place }
move-no-such-pawn = las { $color } no tienen { $piece } que pueda ir a { $place }
move-no-such-piece = las { $color } no tienen { $piece }
move-cannot-reach-no-move = la pieza de { $square } ({ $piece }) no puede ir a { $target }; no tiene jugadas legales
move-cannot-reach = la pieza de { $square } ({ $piece }) no puede ir a { $target }; puede ir a { $reach }
move-cannot-reach-many = la pieza de { $square } ({ $piece }) no puede ir a { $target }; puede ir a { $count } casillas
move-none-can-reach = ninguna de tus piezas de ese tipo ({ $piece }: { $from }) puede ir a { $target }
move-leaves-king-in-check = `{ $text }` dejaría a tu Rey en jaque
# $candidates: las jugadas que puede querer decir, unidas con " o ".
move-ambiguous = `{ $text }` es ambigua: ¿querías decir { $candidates }?
move-promotion-missing = `{ $text }` necesita la pieza de promoción: { $choices }
move-promotion-not-allowed = `{ $text }` no puede promocionar a { $piece }; se puede elegir entre { $choices }
move-promotion-unknown-piece = `{ $text }` no puede promocionar a { $letter } (no es una pieza de { $game }); se puede elegir entre { $choices }
move-does-not-promote = `{ $text }` no promociona: no llega a ninguna casilla de promoción
move-no-castling = en { $game } no hay enroque
move-castling-not-now = { $castle } no es posible ahora: el Rey y esa Torre no deben haberse movido, las casillas entre ellos deben estar vacías, y el Rey no puede estar en jaque ni pasar por una casilla atacada ni llegar a ella
move-no-royal-change = en { $game } un Príncipe no puede convertirse en Rey
move-not-a-prince = la pieza de { $square } es { $found }, no un Príncipe
move-no-prince-on = las { $color } no tienen ningún Príncipe en { $square }
# $special: succession o abdication.
move-royal-not-in-check = { $special ->
    [succession] la sucesión
   *[abdication] la abdicación
} solo es posible cuando te dan jaque mate; tu Rey no está en jaque
move-royal-other-moves = { $special ->
    [succession] la sucesión
   *[abdication] la abdicación
} solo es posible cuando te dan jaque mate; tienes otras jugadas que paran el jaque
move-prince-unsafe = el Príncipe de { $square } no puede convertirse en Rey ({ $special ->
    [succession] sucesión): está atacado
   *[abdication] abdicación): quedaría atacado en cuanto el antiguo Rey deje el tablero
}
move-not-your-turn = no es tu turno: les toca a las { $to_move }
move-game-over = la partida ha terminado: { $result }

## Notación algebraica larga (la del motor)

lan-syntax = `{ $text }` no es una jugada en notación algebraica larga (ejemplos: e2e4, e11e12=Q, f5g6h7, a1xa11, e1=K)
lan-off-board = { $square } no es una casilla del tablero de { $game }
lan-no-piece = no hay ninguna pieza del bando que mueve en { $square }
lan-illegal = `{ $text }` no es una jugada legal en esta posición
lan-promotion-missing = `{ $text }` necesita la pieza de promoción: una de { $choices }

## Peticiones a la partida que las reglas rechazan

game-over = la partida ha terminado: { $result }
game-setup-after-start = la disposición solo se puede elegir antes de la primera jugada
game-setup-with-fen = esta partida empezó desde una posición propia; no tiene elección de disposición
game-wrong-arrangement = esa disposición es para { $arrangement }, pero esta partida es de { $key }
game-nothing-to-take-back = no hay ninguna jugada que deshacer
game-cannot-take-back = una partida terminada por { $reason } no se puede deshacer
game-illegal-move = `{ $text }` no es una jugada legal

## Disposiciones de Zanzibar

setup-no-choice = { $key } no tiene elección de disposición; solo zanzibar-xl y zanzibar-s la tienen
setup-length = una disposición de { $game } tiene { $want } letras (las piezas de { $squares }), no { $got }
setup-unknown-letter = `{ $letter }` no es una letra de pieza de este juego
# $names: las piezas que van ahí, unidas con ", " e " y ".
setup-wrong-square-centre = { $piece } no puede ir en { $square }: las columnas f y g son para { $names }
setup-wrong-square-wings-xl = { $piece } no puede ir en { $square }: las columnas e y h son para { $names }
setup-wrong-square-wings-s = { $piece } no puede ir en { $square }: e1 y h1 son para { $names }
setup-twice = { $piece } aparece dos veces

## Textos de posición (FEN): el campo y el motivo

fen-field-count = el texto de posición tiene { $count } campos; se esperan 6: colocación, bando que mueve, derechos, al paso, reloj de medias jugadas y número de jugada
fen-placement-rank-count = colocación: { $found } filas; el tablero de { $game } tiene { $height }
fen-placement-leading-zero = colocación: fila { $rank }: `0{ $digit }` no es un número de casillas vacías
fen-placement-zero-count = colocación: fila { $rank }: 0 no es un número de casillas vacías
fen-placement-unknown-letter = colocación: fila { $rank }: `{ $letter }` no es una pieza de { $game } (sus letras: { $letters })
fen-placement-too-long = colocación: la fila { $rank } es más larga que las { $width } columnas del tablero
fen-placement-rank-length = colocación: la fila { $rank } tiene { $squares } casillas; el tablero tiene { $width } columnas
fen-placement-kings = colocación: las { $color } tienen { $count } Reyes; cada bando necesita exactamente uno
fen-placement-should-have-promoted = colocación: la pieza de las { $color } en { $square } ({ $piece }) debería haber promocionado
fen-placement-pawn-on-first-rank = colocación: Peón de las { $color } en su propia primera fila ({ $square })
fen-side = bando que mueve: se espera `w` o `b`, no `{ $text }`
# $allowed: none, castling o king-leap.
fen-rights-letter = derechos: `{ $letter }` en { $field }: { $game } solo admite { $allowed ->
    [castling] `-` o letras de KQkq
    [king-leap] `-` o letras de Kk
   *[none] `-`
}
fen-rights-twice = derechos: `{ $letter }` aparece dos veces
fen-rights-pieces-moved = derechos: el { $castle } de las { $color } necesita el Rey en { $king } y una Torre en { $rook }
fen-ep-not-squares = al paso: `{ $text }` no es una lista de casillas
fen-ep-off-board = al paso: `{ $text }` no es una casilla del tablero
fen-ep-too-many = al paso: como máximo dos casillas (un triple paso de KMF)
fen-ep-too-long = al paso: { $game } no tiene ningún avance múltiple que pase por { $count } casillas
fen-ep-not-consecutive = al paso: { $first } y { $second } no son casillas seguidas de una jugada de las { $color }
# $on: una casilla, o none (entonces: la casilla siguiente).
fen-ep-no-mover = al paso: ninguna pieza de las { $color } que acabe de pasar por { $text } está en { $on ->
    [none] la casilla siguiente
   *[other] { $on }
}
fen-ep-not-empty = al paso: { $square } debería estar vacía tras un avance múltiple
fen-half-move = reloj de medias jugadas: se espera un número, no `{ $text }`
fen-full-move = número de jugada: se espera un número desde 1, no `{ $text }`
fen-not-to-move-in-check = posición: no mueven las { $color }, pero su Rey en { $king } está en jaque

## Frontales

thread-title = acedrex #{ $id } · { $game } · { $white } contra { $black }
played-here = La partida #{ $id } se juega aquí: `/move` o `!move`, `/board` y los botones.
played-here-mention = La partida #{ $id } se juega aquí: `/move`, `/board`, los botones o { $bot } `e4`.
played-here-buttons = La partida #{ $id } se juega aquí: `/move`, `/board` y los botones.
apology = Lo siento, algo ha fallado con ese comando.
thinking = pensando…
# Tras mencionar al jugador que mueve: "@alice, te toca jugar."
your-move = te toca jugar.

# Branch matrix-fr: las palabras del bot en una sala de Matrix.
# Cuando el bot entra en una sala, en el idioma de quien lo invitó.
room-greeting = ¡Hola! Juego a las grandes variantes del ajedrez. Escribe `help` para ver los comandos, o `play chess @alguien` para empezar una partida (`play chess bot` contra mí).
# Un mensaje de una sala cifrada que el bot no pudo leer.
undecryptable = No pude descifrar un mensaje aquí: mi dispositivo no recibió su clave. Si era un comando, vuelve a enviarlo dentro de un momento (puede que tu cliente tenga que compartir sus claves con mi dispositivo), o usa una sala sin cifrar.

# Branch matrix-fr: las palabras propias del terminal.
# Sin botones, los comandos que enviarían; $commands: `accept`, `decline`.
terminal-you-can-type = (puedes escribir: { $commands })
# Una imagen del tablero o un archivo que escribió el terminal; $path: dónde.
terminal-image = imagen: { $path }
terminal-file = archivo: { $path }
# `as NOMBRE`: quién escribe a partir de ahora.
terminal-you-are = Ahora eres { $name }.
terminal-as-usage = uso: as NOMBRE (una sola palabra)

# Rama words: lo que debe ser un argumento (arg-takes), la pieza de un bando.
takes-days = un número de días por jugada, del 1 al 60, como `days 3`
takes-clock = minutos para la partida y segundos por jugada, como `clock 15+10` (de 1 a 180 minutos, de 0 a 60 segundos)
takes-setup = una disposición como UQKFOLGD, o `random`
takes-fen = un texto de posición
takes-game-number = #12
# "Caballo de las blancas": $color es color-white o color-black, $piece el nombre de la pieza.
piece-of-side = { $piece } de las { $color }
# La coma decimal de los números con fracción ("1,5 peones"); el signo se mantiene.
number-decimal-mark = ,
# Un nombre de pieza escrito (`piece JUEGO NOMBRE`) con el que empiezan los nombres de
# varias piezas: $candidates sus nombres, unidos con list-or.
piece-name-ambiguous = `{ $text }` puede ser { $candidates }; escribe más de su nombre, o su letra.
# fe-lang: las palabras propias de los front ends.
# El texto alternativo de una imagen del tablero (lectores de pantalla, notificaciones).
board-image-alt = { $move ->
    [0] { $game }, partida n.º { $id }: el tablero al inicio.
   *[other] { $game }, partida n.º { $id }: el tablero tras la jugada { $move }.
}
