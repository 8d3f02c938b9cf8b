# acedrex — Deutsch: Namen der Figuren und wie sie ziehen.
# Namen nach dem Schlüssel des englischen Namens (piece-name-aanca, piece-name-eagle); die
# Wahl jedes Namens und ihre Quelle: docs/i18n/glossary-de.md. Züge bleiben in den
# Standardbuchstaben der Spiele geschrieben.

## Namen der Figuren

piece-name-king = König
piece-name-queen = Dame
piece-name-rook = Turm
piece-name-bishop = Läufer
piece-name-knight = Springer
    .also = Pferd
piece-name-pawn = Bauer
piece-name-prince = Prinz
piece-name-archer = Bogenschütze
piece-name-lion = Löwe
piece-name-gryphon = Greif
piece-name-unicornio = Unicornio
piece-name-rhinoceros = Nashorn
piece-name-ship = Schiff
piece-name-camel = Kamel
piece-name-giraffe = Giraffe
piece-name-elephant = Elefant
piece-name-machine = Maschine
piece-name-cannon = Kanone
piece-name-crocodile = Krokodil
piece-name-sorceress = Zauberin
piece-name-duchess = Herzogin
piece-name-buffalo = Büffel
piece-name-aanca = Aanca
piece-name-eagle = Adler

## Wie jede Figur zieht: in wenigen Worten, dann in ganzen Sätzen

piece-king-summary = 1 Feld in jede Richtung
piece-king-moves = Zieht ein Feld in jede Richtung.
piece-queen-summary = beliebig weit gerade oder diagonal
piece-queen-moves = Zieht beliebig weit gerade oder diagonal.
piece-rook-summary = beliebig weit gerade
piece-rook-moves = Zieht beliebig weit entlang einer Reihe oder Linie.
piece-bishop-summary = beliebig weit diagonal
piece-bishop-moves = Zieht beliebig weit diagonal.
piece-knight-summary = springt 2 gerade, 1 seitlich
piece-knight-moves = Springt zwei Felder gerade und eins zur Seite, über alles hinweg.
piece-pawn-summary = 1 vor; schlägt schräg vor
piece-pawn-moves = Zieht vorwärts, ohne zu schlagen; schlägt ein Feld schräg vorwärts.
piece-prince-summary = wie ein König, aber nicht königlich (darf geschlagen werden)
piece-prince-moves = Zieht wie ein König ein Feld in jede Richtung, ist aber nicht königlich: Er darf geschlagen werden und auf angegriffene Felder ziehen.
piece-archer-summary = 1 Feld oder 2 weit springend in jede Richtung, ohne Schlag; schlägt per Schuss entlang seiner 8 Linien und bleibt stehen
piece-archer-moves = Zieht ein Feld oder springt zwei Felder in jede gerade oder diagonale Richtung, ohne zu schlagen. Er schlägt durch Schießen: Die erste Figur auf einer geraden oder diagonalen Linie wird, wenn sie gegnerisch ist, entfernt, während der Bogenschütze stehen bleibt.
piece-chu-lion-summary = der Löwe des Chu Shogi: springt auf jedes Feld im Umkreis von 2; Doppelzug, igui, Passen
piece-chu-lion-moves = Der Löwe des Chu Shogi: springt auf jedes Feld bis zu zwei Felder entfernt; oder schlägt auf einem Nachbarfeld und zieht dann noch einen Schritt (schlägt erneut oder kehrt auf sein Feld zurück: igui); oder passt, indem er auf ein leeres Nachbarfeld und zurück zieht.
piece-gryphon-summary = 1 diagonal, wahlweise gerade weiter hinaus
piece-gryphon-moves = Zieht ein Feld diagonal und kann dann beliebig weit gerade nach außen weiterziehen (entlang der Reihe oder Linie, die wegführt). Springt nie.
piece-unicornio-summary = Springersprung, wahlweise diagonal weiter (ein Schlag beendet ihn)
piece-unicornio-moves = Springt wie ein Springer und kann dann beliebig weit diagonal nach außen weiterziehen, in Richtung des Sprungs. Der Sprung darf schlagen und endet dann.
piece-rhinoceros-summary = 1 gerade, wahlweise diagonal weiter hinaus
piece-rhinoceros-moves = Zieht ein Feld gerade und kann dann beliebig weit diagonal nach außen weiterziehen. Springt nie.
piece-ship-summary = 1 diagonal, wahlweise die Linie entlang weiter hinaus
piece-ship-moves = Zieht ein Feld diagonal und kann dann beliebig weit entlang der Linie weiterziehen, weg vom Ausgangsfeld. Springt nie. Auf einer gegenüberliegenden Ecke wird es zum Adler.
piece-camel-summary = springt 3 gerade, 1 seitlich
piece-camel-moves = Springt drei Felder gerade und eins zur Seite (ein langer Springer), über alles hinweg.
piece-giraffe-summary = springt 3 gerade, 2 seitlich
piece-giraffe-moves = Springt drei Felder gerade und zwei zur Seite, über alles hinweg.
piece-elephant-summary = 1 oder 2 diagonal, springend
piece-elephant-moves = Zieht ein oder zwei Felder diagonal und springt dabei über das erste.
piece-machine-summary = 1 oder 2 gerade, springend
piece-machine-moves = Zieht ein oder zwei Felder gerade und springt dabei über das erste.
piece-cannon-summary = wie ein Turm; schlägt über 1 Figur hinweg
piece-cannon-moves = Zieht wie ein Turm; schlägt durch Überspringen genau einer Figur (gleich welcher Farbe) entlang einer Reihe oder Linie.
piece-vao-summary = wie ein Läufer; schlägt über 1 Figur hinweg
piece-vao-moves = Zieht wie ein Läufer; schlägt durch Überspringen genau einer Figur (gleich welcher Farbe) auf der Diagonale.
piece-sorceress-summary = wie eine Dame; schlägt über 1 Figur hinweg
piece-sorceress-moves = Zieht wie eine Dame; schlägt durch Überspringen genau einer Figur (gleich welcher Farbe) auf einer geraden oder diagonalen Linie.
piece-duchess-summary = 1–3 Felder in jede Richtung, springend
piece-duchess-moves = Zieht ein, zwei oder drei Felder in jede gerade oder diagonale Richtung und springt dabei.
piece-buffalo-summary = springt wie Springer, Kamel oder Giraffe
piece-buffalo-moves = Springt wie ein Springer (2,1), ein Kamel (3,1) oder eine Giraffe (3,2), über alles hinweg.
piece-acedrex-lion-summary = springt 3 gerade, oder 3 gerade und 1 seitlich
piece-acedrex-lion-moves = Springt drei Felder gerade, oder drei und eins zur Seite (wie ein Kamel), über alles hinweg.
piece-zanzibar-lion-summary = springt auf jedes Feld bis 2 weit
piece-zanzibar-lion-moves = Zieht ein Feld in jede Richtung oder springt auf jedes Feld zwei Felder entfernt: gerade, diagonal oder wie ein Springer.

## Was die Regeln eines Spiels an einer Figur ändern

piece-king-summary-castling = 1 Feld in jede Richtung; rochiert
piece-king-summary-grant-leap = 1 Feld in jede Richtung; 1. Zug: Sprung um 2
piece-king-summary-zanzibar-jump = 1 Feld in jede Richtung; 1. Zug: Sprung um 2
piece-queen-summary-promotion-only = beliebig weit gerade oder diagonal (nur durch Umwandlung)
piece-bishop-summary-as-bishop = wie ein Läufer: beliebig weit diagonal
piece-pawn-summary-any-rank = 1 oder 2 vor (jede Reihe); schlägt schräg vor
piece-pawn-summary-single = nur 1 vor; schlägt schräg vor
piece-pawn-summary-triple = 1, 2 oder 3 vor von Reihe 2, sonst 1 oder 2; schlägt schräg vor
piece-pawn-summary-rank-3 = 1 vor, 2 von Reihe 3; schlägt schräg vor
piece-pawn-summary-rank-2 = 1 vor, 2 von Reihe 2; schlägt schräg vor
piece-prince-summary-any-rank = wie ein König, nicht königlich; auch 2 vor (jede Reihe, ohne Schlag)
piece-prince-summary-rank-2 = wie ein König, nicht königlich; auch 2 vor (von Reihe 2, ohne Schlag)
piece-gryphon-summary-ship = 1 diagonal, wahlweise gerade weiter hinaus (ein umgewandeltes Schiff)

## `piece GAME PIECE`: die ganze Beschreibung mit den Regeln des Spiels

# $piece: der Name der Figur in diesem Spiel; $text: wie sie zieht (die Sätze unten).
piece-description = { $piece } — { $text }
piece-king-castles = Er darf mit einem Turm rochieren, der noch nicht gezogen hat.
piece-king-grant-leap = Bei seinem ersten Zug darf er zwei Felder gerade oder diagonal auf ein leeres Feld springen, nicht aus dem Schach heraus und nicht über ein angegriffenes Feld.
piece-king-zanzibar-jump = Bei seinem ersten Zug darf er auf ein leeres Feld zwei Felder entfernt springen, gerade, diagonal oder wie ein Springer, nicht aus dem Schach heraus und nicht über angegriffene Felder.
piece-king-abdication = Ist er mattgesetzt, darf stattdessen ein sicherer Prinz König werden (Abdankung).
piece-king-succession = Ist er mattgesetzt, darf er den Platz mit einem Prinzen tauschen, der nicht angegriffen ist (Thronfolge).
# $steps: eine der Zeilen piece-pawn-steps-….
piece-pawn-moves-game = { $steps }, ohne zu schlagen; schlägt ein Feld schräg vorwärts.
piece-pawn-steps-any-rank = Zieht von jeder Reihe aus ein oder zwei Felder vorwärts
piece-pawn-steps-single = Zieht ein Feld vorwärts (nie zwei)
piece-pawn-steps-triple = Zieht von seiner zweiten Reihe aus ein, zwei oder drei Felder vorwärts, von jeder anderen ein oder zwei
piece-pawn-steps-double = Zieht ein Feld vorwärts, oder zwei von seiner Ausgangsreihe
piece-pawn-en-passant = Er darf einen Bauern, der mit einem Doppelschritt an ihm vorbeigezogen ist, en passant schlagen.
piece-pawn-no-en-passant = En passant gibt es nicht.
piece-prince-two-any-rank = Er darf außerdem von jeder Reihe aus zwei Felder gerade vorwärts ziehen, ohne zu schlagen.
piece-prince-two-first-rank = Von seiner Ausgangsreihe aus darf er außerdem zwei Felder gerade vorwärts ziehen, ohne zu schlagen.
# $choices: Namen von Figuren, verbunden mit list-or.
piece-promotes-optional = Er darf auf den letzten drei Reihen umwandeln (auf der letzten muss er), in: { $choices }; in einen Prinzen nur, solange seine Seite keinen hat.
piece-promotes = Er wandelt auf der letzten Reihe um, in: { $choices }.
piece-promotes-by-file = Er wandelt auf der letzten Reihe in die Figur um, die auf dieser Linie begann (auf der f- und g-Linie in eine Aanca).
piece-ship-corner = Ein Schiff, das eine gegenüberliegende Ecke erreicht, wird zu einem Adler.

## Aufzählungen

# „a, b oder c“: $head sind alle Einträge bis auf den letzten, mit „, “ verbunden.
list-or = { $head } oder { $last }
list-and = { $head } und { $last }

# Zweig words: Listen in den Worten des Lesers (jedes Element wird in der Sprache gesagt:
# Figurennamen, Züge). $count: die Zahl der Elemente.
list-separator = {", "}
# „K König, Q Dame, R Turm“: eine Liste ohne Schlusswort.
list-comma = { $head }, { $last }
# Ein Element der Figurenliste eines Spiels: sein Buchstabe und sein Name.
piece-letter-name = { $letter } { $piece }
