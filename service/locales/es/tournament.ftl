# acedrex — español: torneos (ids y variables de service/src/texts/messages.rs de la rama
# `tour`, commits ba33d21 y 1963cf4; las palabras de la clasificación y de la página, de la rama
# `tourview`, commits 8ec7bbf y 834d84a). Palabras: docs/i18n/glossary-es.md (ronda, bye,
# emparejamiento, clasificación, desempate).
# $format: swiss, roundrobin o arena; $rated: rated o casual; $rounds, $minutes, $game:
# 0 cuando no hay; $finished, $withdrawn, $paused: yes o no.
# $time llega ya escrito por el código (`clock 5+3`, `2 days a move`).

## Anuncios

tournament-created =
    Torneo #{ $id } creado por { $organiser }: { $game }, { $format ->
        [swiss] sistema suizo
        [roundrobin] todos contra todos
       *[arena] arena
    }{ $rounds ->
        [0] {""}
        [one] , 1 ronda
       *[other] , { $rounds } rondas
    }{ $minutes ->
        [0] {""}
        [one] , 1 minuto
       *[other] , { $minutes } minutos
    }, { $time }, { $rated ->
        [rated] valorado
       *[casual] amistoso
    }. Apúntate con `tournament join #{ $id }`; { $organiser } lo empieza con `tournament start #{ $id }`.
tournament-joined =
    { $who } se apunta al torneo #{ $id } ({ $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }).
tournament-left = { $who } deja el torneo #{ $id }.
tournament-withdrawn = Retirada de { $who } del torneo #{ $id }: no se le empareja más; sus partidas jugadas siguen contando.
tournament-started =
    Empieza el torneo #{ $id } con { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }{ $rounds ->
        [0]
            { $minutes ->
                [0] {""}
                [one] {" "}durante 1 minuto
               *[other] {" "}durante { $minutes } minutos
            }
        [one] {" "}a 1 ronda
       *[other] {" "}a { $rounds } rondas
    }.
tournament-round =
    Torneo #{ $id }, ronda { $round }{ $rounds ->
        [0] {""}
       *[other] {" "}de { $rounds }
    }:
tournament-pairing =
    { $board }. { $white } (blancas) contra { $black } (negras){ $game ->
        [0] {""}
       *[other] {" "}(partida #{ $game })
    }
tournament-pairing-forfeit = { $board }. { $white } (blancas) contra { $black } (negras): { $score }, sin jugar, por retirada
tournament-bye = Bye (descansa con un punto): { $who }
tournament-arena-pairing = Torneo #{ $id }: { $white } (blancas) contra { $black } (negras), partida #{ $game }.
tournament-result = Torneo #{ $id }: { $white } – { $black } { $score } (partida #{ $game }).
tournament-window-closed =
    Torneo #{ $id }: se acabó el tiempo, no habrá partidas nuevas. { $playing ->
        [0] No queda ninguna partida en juego.
        [one] La partida que sigue en juego cuenta.
       *[other] Las { $playing } partidas que siguen en juego cuentan.
    }
# $winner: los nombres del primer puesto, separados por comas (puede haber empate).
tournament-finished = El torneo #{ $id } ha terminado. { $winners ->
        [one] Primer puesto
       *[other] Primer puesto compartido
    }: { $winner }. Clasificación final:
tournament-standings-title =
    Torneo #{ $id } ({ $game }), { $finished ->
        [yes] clasificación final
       *[no]
            { $round ->
                [0] clasificación antes de que acabe la primera ronda
               *[other] clasificación tras la ronda { $round }
            }
    }:
tournament-standing =
    { $rank }. { $name }{ $withdrawn ->
        [yes] {" "}(se retiró)
       *[no] {""}
    }: { $points } (Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger })
tournament-arena-standing =
    { $rank }. { $name }: { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } ({ $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }){ $streak ->
        [0] {""}
        [1] {""}
       *[other] {" "}🔥
    }
tournament-page = Página del torneo: { $url }
tournament-entrants =
    El torneo #{ $id } aún no ha empezado; jugadores: { $players ->
        [0] todavía nadie
       *[other] { $names }
    }.
tournament-paused =
    { $paused ->
        [yes] { $who } hace una pausa en el torneo #{ $id }: no se le empareja hasta que vuelva a usar `pause`.
       *[no] { $who } vuelve al torneo #{ $id }: se le emparejará en cuanto haya alguien libre.
    }
tournament-waiting = Torneo #{ $id }: { $who } espera a un rival libre.
tournament-clocks-start-after-first-moves = Los relojes se ponen en marcha tras la primera jugada de cada bando: antes no corre el tiempo. En el torneo #{ $tournament }, el bando que no haga su primera jugada en { $seconds } pierde la partida por incomparecencia.
forfeit-no-first-move = La partida #{ $id } ha terminado: { $who } ({ $side }) no hizo su primera jugada en { $seconds } y la pierde por incomparecencia en el torneo #{ $tournament }.

## Rechazos

tournament-unknown = No existe el torneo #{ $id }.
tournament-none-here = No hay ningún torneo en este canal: `tournament create VARIANT swiss|roundrobin|arena` crea uno.
tournament-which = ¿Qué torneo? Indícalo: { $tournaments }.
tournament-organiser-only = Solo quien organiza el torneo #{ $id }, { $organiser }, puede usar `{ $action }` con él.
tournament-already-started = El torneo #{ $id } ya ha empezado: un suizo o un todos contra todos no admite jugadores nuevos una vez emparejado.
tournament-not-running = El torneo #{ $id } aún no ha empezado.
tournament-over = El torneo #{ $id } ha terminado.
tournament-too-few =
    El torneo #{ $id } tiene { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }; necesita al menos { $needed } para empezar.
tournament-already-in = Ya estás en el torneo #{ $id }.
tournament-not-in = { $who } no está en el torneo #{ $id }.
tournament-pause-arena-only = El torneo #{ $id } no es una arena: `pause` es solo para los jugadores de una arena.
tournament-option-not-for =
    `{ $option }` no vale para un torneo { $format ->
        [swiss] suizo
        [roundrobin] todos contra todos
        [arena] arena
       *[other] de este tipo
    }.
tournament-only-for-create = `{ $option }` es para `tournament create`, no para `tournament { $action }`.
tournament-create-needs =
    `tournament create` necesita { $what ->
       *[other] un juego y un formato
    }: `tournament create VARIANT swiss|roundrobin|arena`, como `tournament create shako swiss rounds 3 clock 10+5`.
tournament-withdraw-whom = ¿A quién? `tournament withdraw @player #T`.
tournament-game-abort = Una partida de torneo no se anula: abandónala con `resign` (quien nunca juega la pierde por incomparecencia).
tournament-player-option = `@player` es para `tournament withdraw`, no para `tournament { $action }`.

## Clasificación (imagen) y página del torneo (rama `tourview`)

tournament-format-swiss = Suizo
tournament-format-roundrobin = Todos contra todos
tournament-format-arena = Arena
tournament-status-open = abierto a inscripciones
tournament-status-round = ronda { $round } de { $rounds }
tournament-status-playing = en juego
tournament-status-final = clasificación final
# $format, $status: tournament-format-…, tournament-status-… ya escritos.
standings-title = { $game } · { $format } · #{ $id } · { $status }
standings-heading-rank = #
standings-heading-player = Jugador
standings-heading-points = Puntos
standings-heading-buchholz = Buchholz
standings-heading-sb = SB
standings-heading-streak = Racha
standings-heading-wdl = G-T-P
standings-withdrawn = se retiró
tournament-page-title = { $game }, { $format } · torneo #{ $id }
tournament-rated = valorado
tournament-casual = amistoso
# $rounds, $minutes: 0 cuando no hay (como en tournament-created; el código de `tourview`
# da solo uno de los dos, y una variable que falta deja el mensaje en inglés).
tournament-page-about =
    Organiza { $organiser } · { $time } · { $rated }{ $rounds ->
        [0]
            { $minutes ->
                [0] {""}
                [one] {" "}· 1 minuto
               *[other] {" "}· { $minutes } minutos
            }
        [one] {" "}· 1 ronda
       *[other] {" "}· { $rounds } rondas
    }
tournament-page-standings = Clasificación
tournament-page-games = Partidas
tournament-page-round = Ronda { $round }
tournament-page-bye = Descansa: { $name }
tournament-page-playing = en juego
tournament-page-not-begun = sin empezar
tournament-page-no-games = Aún no hay partidas: las rondas se emparejan cuando empieza el torneo.
tournament-page-image-alt = La clasificación del torneo #{ $id }, { $status }
tournament-page-footer = Torneo #{ $id } · jugado con acedrex
tournament-page-not-found-title = No existe ese torneo
tournament-page-not-found = No hay ningún torneo en esta dirección. Las páginas de torneo están en /tournament/ID, donde ID es el número del torneo (#3 en el chat); el bot da la dirección de la página de cada torneo.

## Ayuda y comando de barra de `tournament` (ids como en help.ftl e images.ftl;
## textos de commands.rs de la rama `tour`)

cmd-tournament-brief = torneos: suizo, todos contra todos, arena
cmd-tournament-detail-1 = `tournament create VARIANT swiss|roundrobin|arena [rounds N | minutes N] [days N | clock M+S] [rated|casual]`: un torneo en este canal, con el número `#T`; tú lo organizas.
cmd-tournament-detail-2 = `tournament join|leave [#T]`: apuntarse o dejarlo. `tournament start [#T]` (quien organiza): empareja la ronda 1 y empieza sus partidas.
cmd-tournament-detail-3 = `tournament standings|pairings [#T]`: la clasificación (puntos, Buchholz, Sonneborn-Berger; en arena, puntos de arena) o los emparejamientos de la ronda en curso.
cmd-tournament-detail-4 = `tournament withdraw @player [#T]` (quien organiza): ese jugador no vuelve a ser emparejado; sus partidas jugadas cuentan.
cmd-tournament-detail-5 = `tournament pause [#T]` (arena): deja de ser emparejado; otra vez para volver.
cmd-tournament-detail-6 = Suizo: grupos de puntuación, mitad superior contra mitad inferior, ninguna pareja repetida, colores equilibrados, un bye (un punto) si son impares; rondas por defecto: log2(jugadores)+1. Todos contra todos: tablas de Berger. Arena: durante el plazo, nuevo emparejamiento en cuanto acaba tu partida; victoria 2, tablas 1, el doble tras dos victorias seguidas.
cmd-tournament-detail-7 = Cada partida es una partida normal (`days N` o `clock M+S`, por defecto `days 3`); quien nunca juega la pierde por incomparecencia. `#T` se puede omitir si hay un solo torneo en el canal, o en el hilo de una partida del torneo.
cmd-tournament-who = cualquiera crea torneos y se apunta; quien organiza los empieza y retira jugadores.
slash-tournament = Torneos: crear, apuntarse, dejar, empezar, clasificación, emparejamientos, retirar, pausa
slash-tournament-action = Qué hacer
slash-tournament-format = create: cómo se empareja a los jugadores
slash-tournament-player = withdraw: el jugador
slash-tournament-rated = create: valorado (por defecto) o no
slash-tournament-variant = create: el juego
slash-tournament-rounds = create: rondas del suizo (por defecto, según los jugadores)
slash-tournament-minutes = create: duración de una arena en minutos (por defecto 30)
slash-tournament-days = create: días por jugada
slash-tournament-clock = create: reloj en vivo, minutos+segundos por jugada

# Rama words: el control de tiempo de un torneo (tournament-created, tournament-page-about).
tournament-time-clock = reloj { $minutes }+{ $increment }
tournament-time-days = { $days ->
    [one] 1 día
   *[other] { $days } días
} por jugada
