# acedrex — Deutsch: Wörter auf Brettbildern, der Bewertungskurve, Partiekarten und
# -seiten, Beschriftungen der Schaltflächen und die Beschreibungen der Slash-Befehle (Discord;
# höchstens 100 Zeichen).

## Schaltflächen

label-accept = Annehmen
label-decline = Ablehnen
label-board = Brett
label-offer-draw = Remis anbieten
label-accept-draw = Remis annehmen
label-agree = Zustimmen
label-resign = Aufgeben
label-takeback = Zurücknehmen
label-legal-moves = Legale Züge
label-flip = Drehen
label-analyse = Analysieren
label-abort = Abbrechen
label-rematch = Revanche

## Titel und Karten

game-title = { $game } · Partie #{ $id }
# Die Titelleiste des Brettbilds; $when: image-move oder wie die Partie endete.
image-title = { $game } · #{ $id } · { $when } · { $white } gegen { $black }
image-move = Zug { $number }
# Laufende Uhren in der Titelleiste: W(eiß) und S(chwarz).
image-clocks = W { $white_clock } · S { $black_clock }
game-aborted = Partie abgebrochen
# Wie eine beendete Partie endete, kurz: „Weiß gewinnt durch Matt (1-0)“.
game-ended = { $result } ({ $score })
board-white-to-move = Weiß (Großbuchstaben) am Zug
board-black-to-move = Schwarz (Kleinbuchstaben) am Zug
gif-title = { $game } · #{ $id }
bot-name = der Bot (Stufe { $level })
card-players = Weiß: **{ $white }** · Schwarz: **{ $black }**
card-move = Zug { $number } · { $state }
card-last-move = Letzter Zug: **{ $san }**
state-aborted = Partie abgebrochen: kein Ergebnis, ungewertet
state-over = Partie beendet: { $result } ({ $score })
state-setup = { $black } (Schwarz) wählt die Aufstellung
state-to-move = { $who } ({ $side }) am Zug
state-to-move-check = { $who } ({ $side }) am Zug — Schach!
time-clock = Uhr ({ $minutes }+{ $increment }): Weiß { $white_clock } · Schwarz { $black_clock }
time-days =
    { $who } hat noch { $left } für den Zug ({ $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } pro Zug).

## Die Bewertungskurve und die Zugdiagramme

graph-title = #{ $id } · { $game } · Bewertung
legend-moves-or-captures = zieht oder schlägt
legend-moves-only = zieht nur
legend-captures-only = schlägt nur
# branch images: a movement diagram's title, the piece and its game.
diagram-title = { $piece } — { $game }

## Partieseiten

page-board-title = { $game } · #{ $id } · { $when }
page-after-white = nach { $number }. { $san }
page-after-black = nach { $number }... { $san }
page-at-start = zu Beginn
page-challenge = Eine Herausforderung von { $challenger } an { $challenged }, noch nicht angenommen.
page-open-challenge = Eine offene Herausforderung von { $challenger }.
page-players = Weiß: { $white } · Schwarz: { $black }
page-board-alt = Das Brett nach { $at }
page-first = « Anfang
page-back = ‹ zurück
page-next = weiter ›
page-last = Ende »
page-record = Notation (PGN)
page-animation = Animation als GIF
page-footer = Partie #{ $id } · begonnen am { $date } · gespielt mit acedrex
# branch images: the page's step bar and the board's description at the start.
page-board-alt-start = Das Brett zu Beginn
page-step-start = Anfang
page-step-of = { $at } von { $plies }

## Slash-Befehle: die Beschreibung jedes Befehls und seiner Optionen

slash-play = Partie starten: einen Spieler, alle hier oder den Bot herausfordern
slash-play-variant = Das Spiel
slash-play-opponent = Wen du herausforderst (niemand: alle hier)
slash-play-bot = Gegen den Bot spielen
slash-play-color = Deine Farbe
slash-play-days = Fernschach: Tage pro Zug (Standard zwischen Menschen: 3)
slash-play-clock = Eine laufende Uhr: Minuten+Sekunden pro Zug, z. B. 15+10
slash-play-level = Die Stufe des Bots, 1 bis 8
slash-play-setup = Zanzibar: die Aufstellung (UQKFOLGD) oder random
slash-play-fen = Von dieser Stellung aus beginnen
slash-accept = Eine Herausforderung annehmen
slash-decline = Eine Herausforderung an dich ablehnen
slash-cancel = Deine Herausforderung zurückziehen
slash-move = Einen Zug spielen: e4, Nf3, O-O, Lf5xg6-h7
slash-move-text = Der Zug
slash-setup = Zanzibar: Schwarz wählt die Aufstellung
slash-setup-arrangement = UQKFOLGD, FQKULG oder random
slash-board = Das Brett zeigen
slash-flip = Das Brett andersherum, nur für dich
slash-flip-side = Die Seite unten
slash-moves = Die legalen Züge, oder die Züge einer Figur auf dem Brett
slash-moves-square = Das Feld einer Figur, z. B. f5
slash-hint = Der Bot schlägt einen Zug vor (Partien gegen den Bot)
slash-resign = Die Partie aufgeben
slash-abort = Eine Partie abbrechen, bevor beide Seiten gezogen haben (ohne Ergebnis)
slash-rematch = Dieselbe Partie noch einmal gegen denselben Gegner, Farben getauscht
slash-draw = Remis anbieten oder annehmen
slash-takeback = Um Rücknahme deines letzten Zugs bitten, oder zustimmen
slash-claim = Eine vom Gegner verlassene Partie gewinnen
slash-games = Partien und Herausforderungen in diesem Kanal
slash-record = Die Partienotation als Datei
slash-gif = Die Partie als animiertes GIF
slash-rules = Die Regeln eines Spiels
slash-rules-variant = Das Spiel
slash-piece = Wie eine Figur zieht, mit Diagramm
slash-piece-variant = Das Spiel
slash-piece-piece = Ihr Buchstabe oder Name
slash-stats = Wertungen und Ergebnisse
slash-stats-player = Wessen (ohne Angabe: deine)
slash-leaderboard = Die bestbewerteten Spieler eines Spiels
slash-leaderboard-variant = Das Spiel
slash-analyse = Nach einer Partie: Die Engine markiert Fehler und grobe Fehler, mit Kurve
slash-analyse-stop = Eine laufende Analyse beenden
slash-remind = Erinnerungen, dass du am Zug bist, ein- oder ausschalten
slash-remind-setting = on oder off
slash-help = Die Befehle, oder einer ausführlich
slash-help-command = Ein Befehl, der erklärt werden soll
slash-as = Terminal: den Spieler wechseln, als der du tippst
slash-as-name = Der Spieler
slash-quit = Terminal: beenden (die Partien bleiben erhalten)
slash-lang = Die Sprache, in der ich dir antworte
slash-lang-language = es, fr, de oder en

# Zweig discord-es: die Option `game` der Befehle, die #PARTIE nehmen, und die Namen
# der Auswahlmöglichkeiten (Discord zeigt sie; gesendet wird das Wort).
slash-game = Die Nummer der Partie (#12), wenn du mehrere hast
slash-choice-white = Weiß
slash-choice-black = Schwarz
slash-choice-random = Zufällig
slash-choice-on = Ein
slash-choice-off = Aus
slash-choice-create = Erstellen
slash-choice-join = Beitreten
slash-choice-leave = Verlassen
slash-choice-start = Starten
slash-choice-standings = Tabelle
slash-choice-pairings = Paarungen
slash-choice-withdraw = Spieler zurückziehen
slash-choice-pause = Pause (Arena)
slash-choice-swiss = Schweizer System
slash-choice-roundrobin = Rundenturnier
slash-choice-arena = Arena-Turnier
slash-choice-rated = Gewertet
slash-choice-casual = Ungewertet

# Die Namen der Slash-Befehle (Discord): kleingeschrieben, ein Wort.
slash-name-play = spielen
slash-name-accept = annehmen
slash-name-decline = ablehnen
slash-name-cancel = zurückziehen
slash-name-move = zug
slash-name-setup = aufstellen
slash-name-board = brett
slash-name-flip = drehen
slash-name-moves = züge
slash-name-hint = tipp
slash-name-resign = aufgeben
slash-name-abort = abbrechen
slash-name-rematch = revanche
slash-name-draw = remis
slash-name-takeback = zurücknehmen
slash-name-claim = reklamieren
slash-name-games = partien
slash-name-record = notation
slash-name-gif = gif
slash-name-rules = regeln
slash-name-piece = figur
slash-name-stats = statistik
slash-name-leaderboard = rangliste
slash-name-analyse = analysieren
slash-name-remind = erinnern
slash-name-tournament = turnier
slash-name-lang = sprache
slash-name-help = hilfe

# lang-audit: die Fehlerseiten der Webseiten.
page-not-found-title = Keine solche Partie
page-not-found = Unter dieser Adresse gibt es keine Partie. Partieseiten liegen unter /game/ID, wobei ID die Nummer der Partie ist (#12 im Chat); der Bot nennt die Adresse der Seite jeder Partie.
page-bad-request-title = Fehlerhafte Anfrage
page-bad-ply = `ply` muss eine Zahl von Halbzügen sein (0 ist der Anfang).
page-no-such-ply-title = Kein solcher Zug
page-no-such-ply = Diese Partie hat { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    }; `ply` geht von 0 bis { $plies }.
page-unreadable-title = Unlesbare Partie
page-unreadable = Die Notation dieser Partie kann nicht gelesen werden.
page-failed-title = Etwas ist schiefgegangen
page-failed = Die Seite konnte nicht erstellt werden. Versuch es gleich noch einmal.
page-busy-title = Beschäftigt
page-busy = Gerade werden viele Seiten erstellt. Versuch es in ein paar Sekunden noch einmal.
