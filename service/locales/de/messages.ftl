## Antworten, Fehler, Hinweise, Analyse und Erinnerungen (Deutsch).
## Ids und Variablen wie in service/locales/en/messages.ftl; Wortwahl: docs/i18n/glossary-de.md.

## Seiten und Zeitspannen

color-white = Weiß
color-black = Schwarz
duration-minutes =
    { $m ->
        [one] { $m } Minute
       *[other] { $m } Minuten
    }
duration-hours =
    { $h ->
        [one] { $h } Stunde
       *[other] { $h } Stunden
    }
duration-hours-minutes = { duration-hours } { duration-minutes }
duration-days =
    { $d ->
        [one] { $d } Tag
       *[other] { $d } Tage
    }
duration-days-hours = { duration-days } { duration-hours }

## Die Partie auf einen Blick

no-randomness = Die Partie kann jetzt nicht beginnen: Dieser Rechner hat keine Zufallszahlen für die private Adresse ihrer Seite geliefert. Versuch es später noch einmal; wenn das so bleibt, sag dem Betreiber des Bots Bescheid.
page-line = Partieseite: { $url }
status-over = Partie beendet: { $result }.
status-setup = { $black } (Schwarz) wählt zuerst die Aufstellung: `setup { $example }` oder `setup random` (siehe `help setup`).
status-to-move = { $who } ({ $side }) ist am Zug.
status-to-move-check = { $who } ({ $side }) ist am Zug — Schach!
summary-challenge = #{ $id } Herausforderung: { $challenger } → { $challenged ->
    [anyone] alle
   *[other] { $challenged }
}, { $game }
summary-game = #{ $id } { $game }: { $white } (Weiß) gegen { $black } (Schwarz), Zug { $number }.
last-move = Letzter Zug: { $san }.
turned = Partie #{ $id }, { $bottom } unten.

## Die Partie finden

store-failed = Entschuldigung, der Partiespeicher hat versagt: { $e }. Es wurde nichts geändert.
save-failed = Entschuldigung, das Speichern der Partie ist fehlgeschlagen; es wurde nichts geändert.
changed-meanwhile = Partie #{ $id } wurde inzwischen geändert; bitte sieh sie dir noch einmal an.
saved-then-changed = Das ist gespeichert. Inzwischen hat ein anderer Prozess Partie #{ $id } geändert; so steht sie jetzt:
bot-move-not-saved = Das ist gespeichert, die Antwort des Bots aber nicht: Der Partiespeicher hat versagt ({ $e }). Der Bot macht seinen Zug in Partie #{ $id } von selbst, sobald der Speicher wieder funktioniert.
bot-caught-up = Partie #{ $id }: Der Bot macht den Zug, den er noch schuldig war.
bot-still-owes = Partie #{ $id }: Der Bot schuldet noch seinen Zug und kann ihn jetzt nicht machen: Der Partiespeicher hat versagt ({ $e }). Es wurde nichts geändert; der Bot zieht von selbst, sobald der Speicher wieder funktioniert.
unreadable = Partie #{ $id } ist nicht lesbar und wird übersprungen
note = (Hinweis: { $problem }.)
cannot-read = Partie #{ $id } ist nicht lesbar: { $e }
no-such-game = Es gibt keine Partie #{ $id }.
other-channel = Partie #{ $id } wird in einem anderen Kanal gespielt.
not-started = Partie #{ $id } hat nicht begonnen.
why-not-closed = Herausforderung #{ $id } wurde abgelehnt oder zurückgezogen; es wurde keine Partie gespielt.
why-not-finished = Partie #{ $id } ist beendet; `board #{ $id }`, `record #{ $id }` und `gif #{ $id }` zeigen sie weiterhin.
why-not-aborted = Partie #{ $id } wurde abgebrochen (ohne Ergebnis); `board #{ $id }` zeigt sie weiterhin, `rematch #{ $id }` bietet eine neue an.
why-not-challenge = Partie #{ $id } hat nicht begonnen: Es ist erst eine Herausforderung, die noch angenommen werden muss.
why-not-watching =
    Nur die Spieler von Partie #{ $id } können { $verb ->
        [move] ziehen
        [setup] die Aufstellung wählen
        [resign] aufgeben
        [abort] abbrechen
        [claim] den Sieg beanspruchen
        [hint] einen Tipp bekommen
       *[other] das
    }; du schaust nur zu.
why-not-own-challenge =
    Herausforderung #{ $id } ist deine; nur dein Gegner kann sie { $verb ->
        [accept] annehmen
        [decline] ablehnen
       *[other] beantworten
    } (du kannst sie mit `cancel` zurückziehen).
why-not-for-someone-else = Herausforderung #{ $id } ist für { $challenged } bestimmt, nicht für dich.
why-not-their-challenge = Herausforderung #{ $id } stammt von { $challenger }; nur { $challenger } kann sie zurückziehen.
why-not-under-way = Partie #{ $id } läuft bereits.
not-playing-here =
    Du spielst in diesem Kanal keine Partie, also kannst du { $verb ->
        [move] nicht ziehen
        [setup] keine Aufstellung wählen
        [resign] nicht aufgeben
        [abort] nichts abbrechen
        [claim] nichts beanspruchen
        [hint] keinen Tipp bekommen
       *[other] das nicht tun
    }. Starte eine Partie mit `play VARIANT @opponent` oder `play VARIANT bot`.
no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit `play VARIANT @opponent` oder `play VARIANT bot`.
no-challenge-for-you = In diesem Kanal gibt es keine Herausforderung an dich.
no-challenge-of-yours = Du hast in diesem Kanal keine offene Herausforderung.
which-game = Welche Partie?
which-game-example = Gib ihre Nummer an, zum Beispiel `{ $example } #{ $first }`.

## Herausforderungen

setup-or-fen = Gib entweder `setup` oder `fen` an, nicht beides.
bad-position = Diese Stellung ist nicht verwendbar: { $error }
position-over = In dieser Stellung ist die Partie schon zu Ende; es gibt nichts zu spielen.
bad-setup = Diese Aufstellung ist nicht verwendbar: { $error }.
stored-setup-error = { $error }
stored-fen-error = { $error }
not-yourself = Du kannst dich nicht selbst herausfordern; nenne einen anderen Spieler oder `bot`.
bot-accepts = Der Bot nimmt an.
challenge =
    { $challenger } fordert { $challenged } zu einer Partie { $game } heraus{ $colour ->
        [white] { " " }({ $challenger } spielt Weiß)
        [black] { " " }({ $challenger } spielt Schwarz)
       *[random] { "" }
    } — Herausforderung #{ $id }. { $challenged }: `accept` (annehmen) oder `decline` (ablehnen).
challenge-open =
    { $challenger } fordert alle in diesem Kanal zu einer Partie { $game } heraus{ $colour ->
        [white] { " " }({ $challenger } spielt Weiß)
        [black] { " " }({ $challenger } spielt Schwarz)
       *[random] { "" }
    } — Herausforderung #{ $id }. Wer will, nimmt mit `accept` an ({ $challenger } kann sie mit `cancel` zurückziehen).
nobody-accepted = Niemand hat diese Herausforderung angenommen.
no-arrangement = Für diese Partie konnte keine Aufstellung gewählt werden.
game-begins = Partie #{ $id } beginnt: { $game }, { $white } (Weiß) gegen { $black } (Schwarz).
game-begins-setup = Aufstellung { $arrangement }.
open-challenge-no-decline = Herausforderung #{ $id } steht allen offen; da gibt es nichts abzulehnen (wer sie gestellt hat, kann sie mit `cancel` zurückziehen).
clocks-start-after-first-moves = Die Uhren laufen erst nach dem ersten Zug jeder Seite: Davor läuft keine Zeit. Für den ersten Zug hat jede Seite { $seconds } Zeit; wer bis dahin nicht zieht, bricht damit die Partie ab (ohne Ergebnis).

## Abbrechen und Revanche

aborted = { $who } hat Partie #{ $id } abgebrochen. Sie hat kein Ergebnis und zählt für niemanden: keine Wertung, keine Statistik. `rematch #{ $id }` bietet eine neue Partie mit getauschten Farben an.
status-aborted = Partie #{ $id } wurde abgebrochen: kein Ergebnis, ungewertet.
too-late-to-abort = Partie #{ $id } kann nicht mehr abgebrochen werden: Beide Seiten haben schon gezogen. Du kannst aufgeben (`resign`) oder Remis anbieten (`draw`).
aborted-no-first-move = Partie #{ $id } ist abgebrochen: { $who } ({ $side }) hatte { $seconds } Zeit für den ersten Zug und hat nicht gezogen. Sie hat kein Ergebnis und zählt für niemanden.
first-move-pending = Dein Gegner hat seinen ersten Zug noch nicht gemacht, und seine Uhr läuft erst danach. Er hat dafür noch { $seconds } Zeit; zieht er bis dahin nicht, wird die Partie abgebrochen (ohne Ergebnis).
rematch-of = Revanche für Partie #{ $id }, Farben getauscht.
rematch-while-playing = Partie #{ $id } läuft noch; eine Revanche kann angeboten werden, sobald sie beendet ist.
rematch-not-played = Herausforderung #{ $id } wurde nie gespielt; da gibt es keine Revanche.
rematch-not-yours = Nur die Spieler von Partie #{ $id } können eine Revanche verlangen.
rematch-pending = Eine Revanche für Partie #{ $id } wartet bereits: Herausforderung #{ $challenge } (`accept #{ $challenge }`, `decline #{ $challenge }` oder `cancel #{ $challenge }`).
rematch-which = Welche Partie? `rematch #ID` (du hast in diesem Kanal keine beendete Partie für eine Revanche).
withdrew = { $who } hat Herausforderung #{ $id } zurückgezogen.
declined = { $who } hat Herausforderung #{ $id } von { $challenger } abgelehnt.

## Spielen

not-playing = Du spielst in dieser Partie nicht mit.
no-game = Diese Partie hat noch nicht begonnen.
line-too-long = Diese Nachricht ist zu lang für einen Befehl ({ $chars } Zeichen; höchstens { $max }). Tippe `help` für die Befehle.
not-a-command =
    `{ $word }` ist kein Befehl. { $why }
    Tippe `help` für die Befehle.
move-refused = { SENTENCE($error) }
not-a-command-either = `{ $word }` ist auch kein Befehl; tippe `help` für die Befehle.
game-refused = { SENTENCE($error) }
plays = { $who } zieht { $san }.
bot-plays = Der Bot zieht { $san }.
result-game-over = Partie beendet: { $result } ({ $score }). Sie bleibt abrufbar: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` spielt sie noch einmal mit getauschten Farben.
rating-change = { $name }: Wertung { $old } → { $new } ({ $change })
no-setup-choice = { $variant } hat keine Aufstellungswahl; die gibt es nur in den Zanzibar-Spielen.
black-chooses = In Zanzibar wählt Schwarz die Aufstellung; du spielst Weiß.
setup-too-late = Die Aufstellung kann nur vor dem ersten Zug von Weiß gewählt werden.
setup-chosen-already = Die Aufstellung wurde bereits gewählt ({ $arrangement }); sie wird einmal gewählt und bleibt.
setup-chosen-already-unknown = Die Aufstellung wurde bereits gewählt; sie wird einmal gewählt und bleibt.
setup-chosen = { $who } wählt die Aufstellung { $arrangement }; Weiß stellt spiegelbildlich auf.
draw-offered-already = Du hast bereits Remis angeboten; dein Gegner kann mit `draw` annehmen.
bot-declines-draw = Der Bot lehnt das Remis ab: Er spielt weiter.
draw-offer = { $who } bietet Remis an. { $opponent }: `draw` nimmt an (ein Zug lehnt ab).
takeback-asked-already = Du hast bereits gefragt; dein Gegner stimmt mit `takeback` zu.
nothing-to-take-back-yours = Du hast keinen Zug, den du zurücknehmen könntest.
nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
takeback-request = { $who } möchte den letzten Zug zurücknehmen. { $opponent }: `takeback` stimmt zu.
taken-back =
    Zurückgenommen: der letzte Zug von { $name } ({ $plies ->
        [one] ein Halbzug
       *[other] { $plies } Halbzüge
    }).
your-move-no-claim = Du bist am Zug: Es gibt nichts zu beanspruchen.
clock-decides-days =
    Diese Partie wird mit { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    } pro Zug gespielt, also entscheidet die Uhr, keine Reklamation: Dein Gegner hat noch { $left } für seinen Zug; zieht er bis dahin nicht, verliert er auf Zeit und die Partie endet von selbst.
clock-decides = Diese Partie wird mit Uhr ({ $minutes }+{ $increment }) gespielt, also entscheidet die Uhr, keine Reklamation: Dein Gegner hat noch { $left } für seinen Zug; zieht er bis dahin nicht, verliert er auf Zeit und die Partie endet von selbst.
too-early-to-claim = Dein Gegner hat noch { $left_secs } für seinen Zug, bevor du die Partie beanspruchen kannst.
hints-vs-bot-only = Tipps gibt es nur in Partien gegen den Bot.
hint-not-your-turn = Du bist nicht am Zug; einen Tipp gibt es, wenn du dran bist.
no-move-to-suggest = Es gibt keinen Zug, den ich vorschlagen könnte.
hint = Tipp: { $san }
notice = { $sender } — Partie #{ $id }:

## Uhren und Erinnerungen

clock-line = Uhr ({ $minutes }+{ $increment }): Weiß { $white_clock } · Schwarz { $black_clock }
days-line =
    { $who } hat noch { $left } für den Zug ({ $days ->
        [one] ein Tag
       *[other] { $days } Tage
    } pro Zug).
timed-out = Partie #{ $id }: { $result } ({ $score }). Sie bleibt abrufbar: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` spielt sie noch einmal mit getauschten Farben.
reminder-deadline = { $who }, du bist am Zug in { $game } #{ $id } ({ $waited } seit dem letzten Zug; noch { $left }, bevor du auf Zeit verlierst). `remind off` stellt diese Erinnerungen ab.
reminder = { $who }, du bist am Zug in { $game } #{ $id } ({ $waited } seit dem letzten Zug). `remind off` stellt diese Erinnerungen ab.
reminders-on = Erinnerungen sind an: Wenn du einen Tag lang am Zug bist oder eine Frist naht, erinnere ich dich einmal dort, wo du spielst.
reminders-off = Erinnerungen sind für alle deine Partien aus (`remind on` schaltet sie wieder ein).

## Ansehen

legal-moves =
    { $count ->
        [one] 1 legaler Zug
       *[other] { $count } legale Züge
    } für { $side }: { $moves }
not-a-square = `{ $sq }` ist kein Feld des Bretts ({ $game }).
no-piece-on = Auf { $sq } steht keine Figur.
cannot-move-now = Die Figur auf { $sq } ({ $piece }) kann jetzt nicht ziehen: { $to_move } ist am Zug.
no-legal-move = Die Figur auf { $sq } ({ $piece }) hat keinen legalen Zug.
piece-can-play = Die Figur auf { $sq } ({ $piece }) kann ziehen: { $moves }
no-games-here = Keine Partien oder Herausforderungen in diesem Kanal. Starte eine mit `play VARIANT @opponent` oder `play VARIANT bot`.
record-of =
    Die Notation von Partie #{ $id } ({ $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }).
animation-of =
    Partie #{ $id } als Animation ({ $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }).
games-list = Die Spiele: { $list }. Frag mit `rules VARIANT` nach einem davon.
not-a-piece = `{ $text }` ist keine Figur von { $game }; die Figuren sind: { $pieces }.
stats-none = { $name } hat noch keine gewerteten Partien.
stats-head = { $name }:
stats-line =
    - { $game }: Wertung { $rating } (±{ $deviation }), { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }: { $wins } gewonnen, { $draws } remis, { $losses } verloren
leaderboard-empty = Noch niemand hat eine gewertete Partie { $game } gespielt.
leaderboard-head = Rangliste { $game }:
leaderboard-line =
    { $rank }. { $name } { $rating } ({ $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    })

## Analyse

analyse-which = Welche Partie? `analyse #ID` (die Nummer steht auf ihren Brettern und in ihrer Notation; die letzte Antwort einer beendeten Partie hat eine Schaltfläche „Analysieren“).
nothing-to-analyse = Partie #{ $id } wurde abgebrochen, bevor beide Seiten gezogen hatten; es gibt nichts zu analysieren.
analyse-in-progress = Partie #{ $id } läuft noch: Sie kann analysiert werden, wenn sie beendet ist.
analysis-under-way = Die Analyse von Partie #{ $id } läuft; die Antwort kommt, wenn sie fertig ist (`analyse stop #{ $id }` beendet sie vorzeitig).
analysis-not-running = Für Partie #{ $id } läuft keine Analyse.
analysis-stopping = Die Analyse von Partie #{ $id } wird beendet: Sie antwortet mit dem, was sie bis jetzt gesehen hat.
analysis-allowed-mate = - { $side }: { $number } { $san }{ $mark } ließ ein Matt zu{ $with_best ->
        [1] ; besser war { $number } { $best }
       *[0] { "" }
    }
analysis-lost-piece = - { $side }: { $number } { $san }{ $mark } verlor eine Figur ({ $piece }){ $with_best ->
        [1] ; besser war { $number } { $best }
       *[0] { "" }
    }
analysis-gave-away = - { $side }: { $number } { $san }{ $mark } verschenkte { $pawns } Bauerneinheiten{ $with_best ->
        [1] ; besser war { $number } { $best }
       *[0] { "" }
    }
analysis-counts =
    { $side }: { $blunders ->
        [one] 1 grober Fehler
       *[other] { $blunders } grobe Fehler
    } (??), { $mistakes ->
        [one] 1 Fehler
       *[other] { $mistakes } Fehler
    } (?)
analysis-head =
    Analyse von Partie #{ $id } ({ $variant }, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }; { $ms_per_move } ms pro Stellung):
analysis-clean = Keine Fehler gefunden: Beide Seiten haben ihre Bewertung gehalten.
analysis-stopped = (Vorzeitig beendet: { $seen } von { $plies } Halbzügen angesehen.)

## Befehle lesen (Fehler der Grammatik)

usage-example = Verwendung: { $usage } — zum Beispiel `{ $example }`
usage = Verwendung: { $usage }
empty-command = ein leerer Befehl; tippe `help`, um die Befehle zu sehen
not-understood = Ich verstehe `{ $word }` in `{ $command }` nicht; Verwendung: { $usage }
takes-nothing =
    `{ $command }` nimmt kein Argument{ $with_game ->
        [1] { " " }außer einer Partienummer wie `#12`
       *[0] { "" }
    }; `{ $extra }` ist zu viel
arg-takes = `{ $name }` erwartet { $takes }
takes-number = eine Zahl von { $min } bis { $max }
takes-one-of = eins von: { $words }
takes-meta = einen Wert wie `{ $meta }`
given-twice = `{ $name }` ist doppelt angegeben; gib es nur einmal an.
two-values = `{ $first }` und `{ $second }` sind zwei Werte für `{ $name }`; gib nur einen an.
two-games = `#{ $first }` und `#{ $second }` bezeichnen zwei Partien; ein Befehl betrifft nur eine Partie.
not-both = Gib `{ $a }` oder `{ $b }` an, nicht beides.
level-needs-bot = `level` gibt es nur für Partien gegen den Bot: `play VARIANT bot level N`
no-such-command = Es gibt keinen Befehl `{ $name }`; tippe `help`, um die Befehle zu sehen.
no-such-option = `{ $command }` hat keine Option `{ $name }`; siehe `help { $command }`.

## Sprache wählen (`lang`)

# $language: der Name einer Sprache (lang-name-… unten).
lang-set = Ab jetzt antworte ich dir auf { $language }.
lang-shown = Ich antworte dir auf { $language }. `lang es`, `lang fr`, `lang de` oder `lang en` ändert das.
# $available: die Kürzel der vorhandenen Sprachen, `en, es, fr, de`.
lang-unknown = `{ $text }` spreche ich nicht. Die Sprachen sind: { $available }.
lang-name-en = Englisch
lang-name-es = Spanisch
lang-name-fr = Französisch
lang-name-de = Deutsch

## Ergebnisse

result-win-checkmate = { $winner } gewinnt durch Matt
result-win-stalemate = { $winner } gewinnt: { $loser } ist patt
result-win-bare-king = { $winner } gewinnt: { $loser } hat nur noch den blanken König
result-win-resignation = { $loser } gibt auf; { $winner } gewinnt
result-win-timeout = { $loser } hat die Zeit überschritten; { $winner } gewinnt
result-win-abandonment = { $loser } hat die Partie verlassen; { $winner } gewinnt
result-win-other = { $winner } gewinnt ({ $reason })
result-draw-stalemate = Remis durch Patt
result-draw-repetition = Remis durch dreifache Stellungswiederholung
result-draw-move-rule = Remis: 100 Halbzüge ohne Schlagzug oder Bauernzug (50-Züge-Regel)
result-draw-bare-kings = Remis: Nur noch die beiden Könige sind übrig
result-draw-dead-position = Remis: Keine Seite kann mehr mattsetzen (tote Stellung)
result-draw-agreement = Remis durch Einigung
result-draw-timeout = Remis: Zeit überschritten, aber der Gegner hat nur noch seinen König
result-draw-other = Remis ({ $reason })
unknown-game = unbekanntes Spiel `{ $name }`; die Spiele sind: { $games }

## Warum ein Zug abgelehnt wurde

move-syntax = ich kann `{ $text }` nicht als Zug lesen; schreib ihn etwa so: { $examples }
move-unknown-piece = `{ $letter }` ist keine Figur in { $game }; die Figuren sind: { $pieces }
move-no-piece-on = auf { $square } steht keine Figur
move-not-yours = die Figur auf { $square } ({ $piece }) gehört nicht dir: { $to_move } ist am Zug
# $found_article, $named_article: die englischen Artikel „a“/„an“; im Deutschen ungenutzt (die
# leeren Auswahlen nennen sie nur, damit die Variablen denen von en gleichen).
move-wrong-piece =
    Figur auf { $square }: { $found }, nicht { $named }{ $found_article ->
       *[other] { "" }
    }{ $named_article ->
       *[other] { "" }
    }
move-not-in-game = in { $game } gibt es keine solche Figur: { $piece }
move-no-such-piece-on = auf { $place } steht keine solche Figur: { $piece } ({ $color })
move-no-such-piece-file = auf der { $place }-Linie steht keine solche Figur: { $piece } ({ $color })
move-no-such-piece-rank = auf der { $place }. Reihe steht keine solche Figur: { $piece } ({ $color })
move-no-such-pawn = keine solche Figur kann nach { $place } ziehen: { $piece } ({ $color })
move-no-such-piece = es gibt keine solche Figur: { $piece } ({ $color })
move-cannot-reach-no-move = die Figur auf { $square } ({ $piece }) kann nicht nach { $target } ziehen; diese Figur hat keinen legalen Zug
move-cannot-reach = die Figur auf { $square } ({ $piece }) kann nicht nach { $target } ziehen; mögliche Zielfelder: { $reach }
move-cannot-reach-many = die Figur auf { $square } ({ $piece }) kann nicht nach { $target } ziehen; diese Figur kann { $count } andere Felder erreichen
move-none-can-reach = { $piece }: keine dieser Figuren ({ $from }) kann nach { $target } ziehen
move-leaves-king-in-check = `{ $text }` würde deinen König im Schach stehen lassen
move-ambiguous = `{ $text }` ist mehrdeutig: meinst du { $candidates }?
move-promotion-missing = `{ $text }` braucht eine Umwandlungsfigur: { $choices }
move-promotion-not-allowed = `{ $text }`: Umwandlung in { $piece } ist nicht erlaubt; möglich sind { $choices }
move-promotion-unknown-piece = `{ $text }`: { $letter } ist keine Figur in { $game }; möglich sind { $choices }
move-does-not-promote = `{ $text }` ist keine Umwandlung: Der Zug erreicht kein Umwandlungsfeld
move-no-castling = in { $game } gibt es keine Rochade
move-castling-not-now = { $castle } ist jetzt nicht möglich: König und dieser Turm dürfen noch nicht gezogen haben, die Felder zwischen ihnen müssen leer sein, und der König darf nicht im Schach stehen und kein angegriffenes Feld überqueren oder betreten
move-no-royal-change = in { $game } kann ein Prinz nicht König werden
move-not-a-prince =
    Figur auf { $square }: { $found }, kein Prinz{ $found_article ->
       *[other] { "" }
    }
move-no-prince-on = auf { $square } steht kein Prinz ({ $color })
move-royal-not-in-check =
    { $special ->
        [succession] die Thronfolge
       *[abdication] die Abdankung
    } ist nur möglich, wenn du mattgesetzt bist; dein König steht nicht im Schach
move-royal-other-moves =
    { $special ->
        [succession] die Thronfolge
       *[abdication] die Abdankung
    } ist nur möglich, wenn du mattgesetzt bist; du hast andere Züge, die das Schach abwehren
move-prince-unsafe =
    { $special ->
        [succession] der Prinz auf { $square } kann nicht König werden (Thronfolge): Er wird angegriffen
       *[abdication] der Prinz auf { $square } kann nicht König werden (Abdankung): Er wäre angegriffen, sobald der alte König das Brett verlässt
    }
move-not-your-turn = du bist nicht am Zug: { $to_move } ist am Zug
move-game-over = die Partie ist beendet: { $result }

## Züge in langer algebraischer Notation

lan-syntax = `{ $text }` ist kein Zug in langer algebraischer Notation (Beispiele: e2e4, e11e12=Q, f5g6h7, a1xa11, e1=K)
lan-off-board = { $square } ist kein Feld des Bretts ({ $game })
lan-no-piece = auf { $square } steht keine Figur der Seite am Zug
lan-illegal = `{ $text }` ist in dieser Stellung kein legaler Zug
lan-promotion-missing = `{ $text }` braucht eine Umwandlungsfigur: eine von { $choices }

## Was die Partie ablehnt

game-over = die Partie ist beendet: { $result }
game-setup-after-start = die Aufstellung kann nur vor dem ersten Zug gewählt werden
game-setup-with-fen = diese Partie begann in einer eigenen Stellung; sie hat keine Aufstellungswahl
game-wrong-arrangement = diese Aufstellung gilt für { $arrangement }, diese Partie ist aber { $key }
game-nothing-to-take-back = es gibt keinen Zug zum Zurücknehmen
game-cannot-take-back =
    eine Partie, die { $reason ->
        [checkmate] durch Matt
        [stalemate] durch Patt
        [resignation] durch Aufgabe
        [agreement] durch Einigung
        [abandoned] durch Verlassen
       *[other] auf diese Weise
    } geendet hat, kann nicht zurückgenommen werden
game-illegal-move = `{ $text }` ist kein legaler Zug

## Aufstellungen (Zanzibar)

setup-no-choice = { $key } hat keine Aufstellungswahl; die haben nur zanzibar-xl und zanzibar-s
setup-length = eine Aufstellung für { $game } hat { $want } Buchstaben (die Figuren auf { $squares }), nicht { $got }
setup-unknown-letter = `{ $letter }` ist kein Figurenbuchstabe dieses Spiels
setup-wrong-square-centre = auf { $square } darf nicht stehen: { $piece }; auf die f- und g-Linie gehören { $names }
setup-wrong-square-wings-xl = auf { $square } darf nicht stehen: { $piece }; auf die e- und h-Linie gehören { $names }
setup-wrong-square-wings-s = auf { $square } darf nicht stehen: { $piece }; auf e1 und h1 gehören { $names }
setup-twice = doppelt aufgestellt: { $piece }

## Stellungstexte (FEN)

fen-field-count = der Stellungstext hat { $count } Teile; erwartet sind 6: Figurenstellung, Seite am Zug, Rechte, en passant, Halbzugzähler, Zugnummer
fen-placement-rank-count = Figurenstellung: { $found } Reihen; { $game } wird auf { $height } Reihen gespielt
fen-placement-leading-zero = Figurenstellung: Reihe { $rank }: `0{ $digit }` ist keine Anzahl leerer Felder
fen-placement-zero-count = Figurenstellung: Reihe { $rank }: 0 ist keine Anzahl leerer Felder
fen-placement-unknown-letter = Figurenstellung: Reihe { $rank }: `{ $letter }` ist keine Figur von { $game } (ihre Buchstaben: { $letters })
fen-placement-too-long = Figurenstellung: Reihe { $rank } ist länger als die { $width } Linien des Bretts
fen-placement-rank-length = Figurenstellung: Reihe { $rank } hat { $squares } Felder; das Brett hat { $width } Linien
fen-placement-kings = Figurenstellung: { $color } hat { $count } Könige; jede Seite braucht genau einen
fen-placement-should-have-promoted = Figurenstellung: Die Figur auf { $square } ({ $piece }, { $color }) hätte umwandeln müssen
fen-placement-pawn-on-first-rank = Figurenstellung: Bauer ({ $color }) auf der eigenen ersten Reihe ({ $square })
fen-side = Seite am Zug: erwartet `w` oder `b`, gefunden `{ $text }`
fen-rights-letter =
    Rechte: `{ $letter }` in { $field }: { $game } erlaubt { $allowed ->
        [castling] `-` oder Buchstaben aus KQkq
        [king-leap] `-` oder Buchstaben aus Kk
       *[none] nur `-`
    }
fen-rights-twice = Rechte: `{ $letter }` doppelt angegeben
fen-rights-pieces-moved = Rechte: { $castle } für { $color } braucht den König auf { $king } und einen Turm auf { $rook }
fen-ep-not-squares = en passant: `{ $text }` ist keine Liste von Feldern
fen-ep-off-board = en passant: `{ $text }` ist kein Feld des Bretts
fen-ep-too-many = en passant: höchstens zwei Felder (ein Dreierschritt in KMF)
fen-ep-too-long = en passant: { $game } hat keinen Mehrfachschritt über { $count } Felder
fen-ep-not-consecutive = en passant: { $first } und { $second } sind keine aufeinanderfolgenden Felder eines Zugs von { $color }
fen-ep-no-mover =
    en passant: Auf { $on ->
        [none] dem nächsten Feld
       *[other] { $on }
    } steht keine Figur von { $color }, die gerade { $text } überquert haben könnte
fen-ep-not-empty = en passant: { $square } müsste nach einem Mehrfachschritt leer sein
fen-half-move = Halbzugzähler: erwartet eine Zahl, gefunden `{ $text }`
fen-full-move = Zugnummer: erwartet eine Zahl ab 1, gefunden `{ $text }`
fen-not-to-move-in-check = Stellung: { $color } ist nicht am Zug, aber sein König auf { $king } steht im Schach

## Front-Ends

thread-title = acedrex #{ $id } · { $game } · { $white } gegen { $black }
played-here = Partie #{ $id } wird hier gespielt: `/move` oder `!move`, `/board` und die Schaltflächen.
played-here-mention = Partie #{ $id } wird hier gespielt: `/move`, `/board`, die Schaltflächen oder { $bot } `e4`.
played-here-buttons = Partie #{ $id } wird hier gespielt: `/move`, `/board` und die Schaltflächen.
apology = Entschuldigung, bei diesem Befehl ist etwas schiefgegangen.
thinking = denkt nach…
# Nach der Erwähnung des Spielers am Zug: „@alice, du bist am Zug.“
your-move = du bist am Zug.

# Branch matrix-fr: die eigenen Worte des Bots in einem Matrix-Raum.
# Wenn der Bot einem Raum beitritt, in der Sprache dessen, der ihn eingeladen hat.
room-greeting = Hallo! Ich spiele die großen Schachvarianten. Tippe `help` für die Befehle, oder `play chess @jemand`, um eine Partie zu beginnen (`play chess bot` gegen mich).
# Eine Nachricht in einem verschlüsselten Raum, die der Bot nicht lesen konnte.
undecryptable = Ich konnte hier eine Nachricht nicht entschlüsseln: Mein Gerät hat ihren Schlüssel nicht bekommen. War es ein Befehl, schick ihn gleich noch einmal (dein Client muss vielleicht seine Schlüssel mit meinem Gerät teilen), oder nimm einen unverschlüsselten Raum.

# Branch matrix-fr: die eigenen Worte des Terminals.
# Ohne Knöpfe die Befehle, die sie senden würden; $commands: `accept`, `decline`.
terminal-you-can-type = (du kannst tippen: { $commands })
# Ein Brettbild oder eine Datei, die das Terminal geschrieben hat; $path: wo.
terminal-image = Bild: { $path }
terminal-file = Datei: { $path }
# `as NAME`: wer ab jetzt tippt.
terminal-you-are = Du bist jetzt { $name }.
terminal-as-usage = Aufruf: as NAME (ein Wort)

# Zweig words: was ein Argument sein muss (arg-takes), die Figur einer Seite.
takes-days = eine Zahl von Tagen pro Zug, von 1 bis 60, wie `days 3`
takes-clock = Minuten für die Partie und Sekunden pro Zug, wie `clock 15+10` (1 bis 180 Minuten, 0 bis 60 Sekunden)
takes-setup = eine Aufstellung wie UQKFOLGD oder `random`
takes-fen = einen Stellungstext (FEN)
takes-game-number = #12
# „Springer von Weiß“: $color ist color-white oder color-black, $piece der Name der Figur.
piece-of-side = { $piece } von { $color }
# Das Dezimalzeichen von Zahlen mit Bruchteil („1,5 Bauern“); das Vorzeichen bleibt.
number-decimal-mark = ,
# Ein eingegebener Figurenname (`piece SPIEL NAME`), mit dem die Namen mehrerer Figuren
# beginnen: $candidates ihre Namen, verbunden mit list-or.
piece-name-ambiguous = `{ $text }` kann { $candidates } sein; schreib mehr vom Namen oder den Buchstaben.
# fe-lang: die eigenen Worte der Front-Ends.
# Der Alternativtext eines Brettbilds (Bildschirmleser, Benachrichtigungen).
board-image-alt = { $move ->
    [0] { $game }, Partie #{ $id }: das Brett zu Beginn.
   *[other] { $game }, Partie #{ $id }: das Brett nach dem { $move }. Zug.
}
