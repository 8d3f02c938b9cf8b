# acedrex — Deutsch: Turniere (Ids und Variablen aus service/src/texts/messages.rs des Zweigs
# `tour`). Wortwahl: docs/i18n/glossary-de.md (Runde, Freilos, Paarung, Tabelle, Feinwertung).
# $format: swiss, roundrobin oder arena; $rated: rated oder casual; $rounds, $minutes, $game:
# 0, wenn es keine gibt; $finished, $withdrawn, $paused: yes oder no.

## Ankündigungen

tournament-created =
    Turnier #{ $id }, angelegt von { $organiser }: { $game }, { $format ->
        [swiss] Schweizer System
        [roundrobin] Rundenturnier
       *[arena] Arena
    }{ $rounds ->
        [0] { "" }
        [one] , 1 Runde
       *[other] , { $rounds } Runden
    }{ $minutes ->
        [0] { "" }
        [one] , 1 Minute
       *[other] , { $minutes } Minuten
    }, { $time }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }. Mitmachen mit `tournament join #{ $id }`; { $organiser } startet es mit `tournament start #{ $id }`.
tournament-joined = { $who } nimmt an Turnier #{ $id } teil ({ $players } Spieler).
tournament-left = { $who } verlässt Turnier #{ $id }.
tournament-withdrawn = { $who } ist aus Turnier #{ $id } zurückgezogen: keine weiteren Paarungen; die gespielten Partien zählen weiter.
tournament-started =
    Turnier #{ $id } beginnt mit { $players ->
        [one] 1 Spieler
       *[other] { $players } Spielern
    }{ $rounds ->
        [0]
            { $minutes ->
                [0] { "" }
                [one] { " " }für 1 Minute
               *[other] { " " }für { $minutes } Minuten
            }
        [one] { " " }über 1 Runde
       *[other] { " " }über { $rounds } Runden
    }.
tournament-round =
    Turnier #{ $id }, Runde { $round }{ $rounds ->
        [0] { "" }
       *[other] { " " }von { $rounds }
    }:
tournament-pairing =
    { $board }. { $white } (Weiß) gegen { $black } (Schwarz){ $game ->
        [0] { "" }
       *[other] { " " }(Partie #{ $game })
    }
tournament-pairing-forfeit = { $board }. { $white } (Weiß) gegen { $black } (Schwarz): { $score }, nicht gespielt (zurückgezogen)
tournament-bye = Freilos (ein Punkt): { $who }
tournament-arena-pairing = Turnier #{ $id }: { $white } (Weiß) gegen { $black } (Schwarz), Partie #{ $game }.
tournament-result = Turnier #{ $id }: { $white } – { $black } { $score } (Partie #{ $game }).
tournament-window-closed =
    Turnier #{ $id }: Die Zeit ist um, keine neuen Partien. { $playing ->
        [0] Es läuft keine Partie mehr.
        [one] 1 Partie läuft noch und zählt.
       *[other] { $playing } Partien laufen noch und zählen.
    }
# $winner: die Namen auf dem ersten Platz, mit „, “ verbunden („Sieger“ ist Einzahl und Mehrzahl).
tournament-finished = Turnier #{ $id } ist beendet. { $winners ->
        [one] Sieger
       *[other] Geteilter erster Platz
    }: { $winner }. Endstand:
tournament-standings-title =
    Turnier #{ $id } ({ $game }), { $finished ->
        [yes] Endstand
       *[no]
            { $round ->
                [0] Tabelle vor Ende der ersten Runde
               *[other] Tabelle nach Runde { $round }
            }
    }:
tournament-standing =
    { $rank }. { $name }{ $withdrawn ->
        [yes] { " " }(zurückgezogen)
       *[no] { "" }
    }: { $points } (Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger })
tournament-arena-standing =
    { $rank }. { $name }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } ({ $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }){ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }🔥
    }
tournament-page = Turnierseite: { $url }
tournament-entrants =
    Turnier #{ $id } hat noch nicht begonnen; Spieler: { $players ->
        [0] noch niemand
       *[other] { $names }
    }.
tournament-paused =
    { $paused ->
        [yes] { $who } pausiert in Turnier #{ $id }: keine Paarungen mehr bis zum nächsten `pause`.
       *[no] { $who } ist zurück in Turnier #{ $id }: wird gepaart, sobald jemand frei ist.
    }
tournament-waiting = Turnier #{ $id }: { $who } wartet auf einen freien Gegner.
tournament-clocks-start-after-first-moves = Die Uhren laufen erst nach dem ersten Zug jeder Seite: Davor läuft keine Zeit. In Turnier #{ $tournament } hat jede Seite für den ersten Zug { $seconds } Zeit; wer bis dahin nicht zieht, verliert die Partie kampflos.
forfeit-no-first-move = Partie #{ $id } ist beendet: { $who } ({ $side }) hatte { $seconds } Zeit für den ersten Zug, hat nicht gezogen und verliert sie in Turnier #{ $tournament } kampflos.

## Ablehnungen

tournament-unknown = Es gibt kein Turnier #{ $id }.
tournament-none-here = In diesem Kanal gibt es kein Turnier: `tournament create VARIANT swiss|roundrobin|arena` legt eines an.
tournament-which = Welches Turnier? Nenne es: { $tournaments }.
tournament-organiser-only = Nur { $organiser } als Organisator von Turnier #{ $id } kann `{ $action }` ausführen.
tournament-already-started = Turnier #{ $id } hat schon begonnen: Ein Turnier im Schweizer System oder ein Rundenturnier nimmt nach der Auslosung keine neuen Spieler mehr auf.
tournament-not-running = Turnier #{ $id } hat noch nicht begonnen.
tournament-over = Turnier #{ $id } ist beendet.
tournament-too-few = Turnier #{ $id } hat { $players } Spieler; zum Start braucht es mindestens { $needed }.
tournament-already-in = Du spielst schon in Turnier #{ $id } mit.
tournament-not-in = { $who } spielt nicht in Turnier #{ $id } mit.
tournament-pause-arena-only = Turnier #{ $id } ist keine Arena: `pause` gibt es nur für die Spieler einer Arena.
tournament-option-not-for =
    `{ $option }` passt nicht zu einem Turnier { $format ->
        [swiss] im Schweizer System
        [roundrobin] als Rundenturnier
        [arena] als Arena
       *[other] dieser Art
    }.
tournament-only-for-create = `{ $option }` gehört zu `tournament create`, nicht zu `tournament { $action }`.
tournament-create-needs =
    `tournament create` braucht { $what ->
       *[other] ein Spiel und ein Format
    }: `tournament create VARIANT swiss|roundrobin|arena`, etwa `tournament create shako swiss rounds 3 clock 10+5`.
tournament-withdraw-whom = Wen? `tournament withdraw @player #T`.
tournament-game-abort = Eine Turnierpartie wird nicht abgebrochen: Gib sie mit `resign` auf (wer nie zieht, verliert sie kampflos).
tournament-player-option = `@player` gehört zu `tournament withdraw`, nicht zu `tournament { $action }`.

## Tabellenbild und Turnierseite

tournament-format-swiss = Schweizer System
tournament-format-roundrobin = Rundenturnier
tournament-format-arena = Arena
tournament-status-open = Anmeldung offen
tournament-status-round = Runde { $round } von { $rounds }
tournament-status-playing = läuft
tournament-status-final = Endstand
# Titel des Tabellenbilds: „Shako · Schweizer System · #3 · Endstand“.
standings-title = { $game } · { $format } · #{ $id } · { $status }
standings-heading-rank = #
standings-heading-player = Spieler
standings-heading-points = Punkte
standings-heading-buchholz = Buchholz
standings-heading-sb = SB
standings-heading-streak = Serie
# Siege, Remis, Niederlagen.
standings-heading-wdl = S-R-N
standings-withdrawn = zurückgezogen
tournament-page-title = { $game }, { $format } · Turnier #{ $id }
tournament-rated = gewertet
tournament-casual = ungewertet
# $rounds, $minutes: die Länge (0, wenn es sie nicht gibt: ein Turnier hat Runden oder Minuten).
tournament-page-about =
    Organisiert von { $organiser } · { $time } · { $rated }{ $rounds ->
        [0]
            { $minutes ->
                [0] { "" }
                [one] { " " }· 1 Minute
               *[other] { " " }· { $minutes } Minuten
            }
        [one] { " " }· 1 Runde
       *[other] { " " }· { $rounds } Runden
    }
tournament-page-standings = Tabelle
tournament-page-games = Partien
tournament-page-round = Runde { $round }
tournament-page-bye = Freilos: { $name }
tournament-page-playing = läuft
tournament-page-not-begun = noch nicht begonnen
tournament-page-no-games = Noch keine Partien: Die Runden werden ausgelost, wenn das Turnier beginnt.
tournament-page-image-alt = Die Tabelle von Turnier #{ $id }, { $status }
tournament-page-not-found-title = Kein solches Turnier
tournament-page-not-found = Unter dieser Adresse gibt es kein Turnier. Turnierseiten liegen unter /tournament/ID, wobei ID die Nummer des Turniers ist (#3 im Chat); der Bot nennt die Adresse der Seite jedes Turniers.
tournament-page-footer = Turnier #{ $id } · gespielt mit acedrex

## Hilfe und Slash-Befehl zu `tournament` (Ids nach dem Muster von help.ftl/images.ftl:
## cmd-NAME-brief, cmd-NAME-detail-N, cmd-NAME-who, slash-NAME; Texte aus commands.rs von `tour`)

cmd-tournament-brief = Turniere: Schweizer System, Rundenturnier, Arena
cmd-tournament-detail-1 = `tournament create VARIANT swiss|roundrobin|arena [rounds N | minutes N] [days N | clock M+S] [rated|casual]`: ein Turnier in diesem Kanal, mit der Nummer `#T`; du bist sein Organisator.
cmd-tournament-detail-2 = `tournament join|leave [#T]`: mitmachen oder aussteigen. `tournament start [#T]` (der Organisator): lost Runde 1 aus und startet ihre Partien.
cmd-tournament-detail-3 = `tournament standings|pairings [#T]`: die Tabelle (Punkte, Buchholz, Sonneborn-Berger; in der Arena Arenapunkte) oder die Paarungen der laufenden Runde.
cmd-tournament-detail-4 = `tournament withdraw @player [#T]` (der Organisator): Dieser Spieler wird nicht mehr gepaart; seine gespielten Partien zählen.
cmd-tournament-detail-5 = `tournament pause [#T]` (Arena): keine Paarungen mehr; noch einmal, um zurückzukommen.
cmd-tournament-detail-6 = Schweizer System: Punktgruppen, obere Hälfte gegen untere Hälfte, keine Paarung zweimal, ausgeglichene Farben, ein Freilos (ein Punkt) bei ungerader Spielerzahl; Standardzahl der Runden: log2(Spieler)+1. Rundenturnier: Berger-Tabellen. Arena: während des Zeitfensters sofort neu gepaart, sobald deine Partie endet; Sieg 2, Remis 1, doppelt nach zwei Siegen in Folge.
cmd-tournament-detail-7 = Jede Partie ist eine normale Partie (`days N` oder `clock M+S`, Standard `days 3`); wer nie zieht, verliert kampflos. `#T` kann entfallen, wenn es im Kanal nur ein Turnier gibt, und im Thread einer Turnierpartie.
cmd-tournament-who = alle legen Turniere an und machen mit; der Organisator startet und zieht Spieler zurück.
slash-tournament = Turniere: anlegen, mitmachen, aussteigen, starten, Tabelle, Paarungen, zurückziehen, Pause
slash-tournament-action = create, join, leave, start, standings, pairings, withdraw oder pause
slash-tournament-format = create: swiss, roundrobin oder arena
slash-tournament-player = withdraw: der Spieler
slash-tournament-rated = create: gewertet (Standard) oder nicht
slash-tournament-variant = create: das Spiel
slash-tournament-rounds = create: Runden im Schweizer System (Standard: nach Spielerzahl)
slash-tournament-minutes = create: Dauer einer Arena in Minuten (Standard 30)
slash-tournament-days = create: Tage pro Zug
slash-tournament-clock = create: eine laufende Uhr, Minuten+Sekunden pro Zug

# Zweig words: die Bedenkzeit eines Turniers (tournament-created, tournament-page-about).
tournament-time-clock = Uhr { $minutes }+{ $increment }
tournament-time-days = { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
} pro Zug
