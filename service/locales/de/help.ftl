# acedrex — Deutsch: die Hilfeseiten (`help`, `help COMMAND`) und die Regelübersichten
# (`rules GAME`). Befehlswörter und Notation in `code` bleiben, wie sie sind.

## `help`: die Liste der Befehle

help-overview-head = **acedrex-Befehle**, wie du sie hier tippst (`play …`):
# $usage: die kurze Verwendungszeile des Befehls; $brief: cmd-NAME-brief.
help-overview-line = - `{ $usage }` — { $brief }
help-overview-games = Partien heißen wie `#12`: Häng `#ID` an, wenn mehrere deiner Partien gemeint sein könnten.
help-overview-variants = Varianten: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. Mehr mit `help COMMAND`.

## `help COMMAND`

help-command-head = **{ $command }** — Verwendung: `{ $usage }`
help-game-arg = `#GAME`: die Nummer der Partie, z. B. `#12`; nur nötig, wenn du hier mehrere Partien hast (der Bot listet sie auf).
# $examples: Beispiele in `code`, mit „, “ verbunden.
help-examples = **Beispiele:** { $examples }
help-who = **Wer:** { $who }
help-unknown = Es gibt keinen Befehl `{ $word }`.
help-did-you-mean = Meintest du `{ $guess }`?
help-commands = Befehle: { $commands }. `help COMMAND` erklärt einen davon.

## `rules GAME`

# $last_file: der Buchstabe der letzten Linie des Bretts.
rules-head = **{ $game }** (`{ $key }`) — { $origin }. Brett **{ $width }×{ $height }** (a–{ $last_file }, 1–{ $height }); Weiß beginnt.
rules-pieces = **Figuren**
# $moves: piece-KEY-summary oder die eigenen Worte des Spiels dafür.
rules-piece-line = - { $letter } { $piece } — { $moves }
rules-setup = **Aufstellung** — { $line }
rules-special = **Sonderregeln**
rules-special-line = - { $line }
rules-end = **Ende** — { $end }
rules-end-checkmate = Matt gewinnt
rules-end-abdication = Matt gewinnt, wenn keine Abdankung möglich ist
rules-end-succession = Matt gewinnt, wenn keine Thronfolge möglich ist
rules-end-stalemate-loses = ; **Patt: Die pattgesetzte Seite verliert**
rules-end-bare-king = ; **blanker König**: Wer dem Gegner nur noch den König lässt und selbst mehr hat, gewinnt sofort
# $stalemate: yes, wenn Patt in diesem Spiel remis ist.
rules-end-draws = . Remis: { $stalemate ->
        [yes] Patt,{ " " }
       *[no] { "" }
    }dreifache Wiederholung, 100 Halbzüge ohne Schlag- oder Bauernzug, zwei blanke Könige, Einigung.
rules-footer = `piece { $key } { $example }`: wie eine Figur zieht; `help move`: die Notation.

## `lang`

cmd-lang-brief = die Sprache meiner Antworten
cmd-lang-detail-1 = `lang es`, `lang fr`, `lang de` oder `lang en`: Ab jetzt antworte ich dir auf Spanisch, Französisch, Deutsch oder Englisch, auf jeder Plattform. `lang` allein sagt dir, welche es gerade ist.
cmd-lang-who = alle.

## Die Hilfe jedes Befehls: kurz, Zeilen mit Einzelheiten, wer ihn benutzen darf

cmd-play-brief = Spieler, Bot oder Kanal herausfordern
cmd-play-detail-1 = Starte eine Partie, indem du jemanden herausforderst.
cmd-play-detail-2 = `VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (auch zanzibar, acedrex, tamerlane…).
cmd-play-detail-3 = `@opponent`: Dieser Spieler muss mit `accept` annehmen (oder mit `decline` ablehnen). `bot`: Der Bot nimmt sofort an. Ohne Gegner: eine offene Herausforderung, die jeder im Kanal annehmen kann.
cmd-play-detail-4 = `white|black|random`: deine Farbe (Weiß, Schwarz oder zufällig; Standard: zufällig).
cmd-play-detail-5 = `days N`: Fernschach, höchstens N Tage pro Zug (Standard zwischen Menschen: `days 3`). `clock M+S`: eine laufende Uhr, M Minuten für jeden plus S Sekunden pro Zug (`clock 15+10`), gestartet nach dem ersten Zug jeder Seite. Wer die Zeit überschreitet, verliert (remis, wenn der Gegner nur noch seinen König hat).
cmd-play-detail-6 = `level N`: die Spielstärke des Bots, 1 (am schwächsten) bis 8, Standard 5.
cmd-play-detail-7 = `setup ARRANGEMENT|random`: nur Zanzibar, legt die Aufstellung gleich fest; sonst wählt Schwarz sie mit `setup` vor dem ersten Zug von Weiß.
cmd-play-detail-8 = `fen FEN`: von einer eigenen Stellung aus beginnen (kommt als Letztes).
cmd-play-who = alle.
cmd-accept-brief = Herausforderung annehmen
cmd-accept-detail-1 = Nimm eine Herausforderung an dich an, oder eine offene Herausforderung in diesem Kanal; die Partie beginnt.
cmd-accept-who = der herausgeforderte Spieler; bei einer offenen Herausforderung alle außer dem Herausforderer.
cmd-decline-brief = Herausforderung ablehnen
cmd-decline-detail-1 = Lehne eine Herausforderung an dich ab.
cmd-decline-who = der herausgeforderte Spieler.
cmd-cancel-brief = Herausforderung zurückziehen
cmd-cancel-detail-1 = Zieh eine Herausforderung zurück, die du gestellt hast und die noch niemand angenommen hat.
cmd-cancel-who = der Herausforderer.
cmd-move-brief = Zug spielen (oder einfach tippen: `e4`, `Nf3`)
cmd-move-detail-1 = Spiel einen Zug. In einem Kanal, in dem du genau eine Partie hast, tippst du einfach den Zug.
cmd-move-detail-2 = Algebraisch: `e4`, `exd5`, `Nf3`, `Rxb10`, `Nbd2`, `b12=Q`; `x`/`:` nach Belieben, `+ # ! ?` werden übergangen; Kleinbuchstaben, wo das eindeutig ist.
cmd-move-detail-3 = Lang algebraisch: `e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`. Auch Figurennamen gehen: `Lion f5xg6`.
cmd-move-detail-4 = Rochade: `O-O`, `O-O-O` (oder `0-0`, `0-0-0`).
cmd-move-detail-5 = Löwe in Perfect 12: `Lf5xg6-h7`, `Lf5xg6xh7`, igui `Lf5xg6-f5`, passen `Lf5-f5` (lang: `f5g6h7`). Schuss des Bogenschützen in KMF: `Aa1xa11`.
cmd-move-detail-6 = Abdankung (KMF) / Thronfolge (Tamerlane II): `Je1=K` oder `# Je1=K`.
cmd-move-detail-7 = Ein Zug, der nicht regelgemäß ist, bekommt eine Begründung: keine solche Figur, sie kann nicht dorthin, der König stünde im Schach, mehrdeutig (mit den möglichen Zügen)…
cmd-move-who = ein Spieler der Partie, wenn er am Zug ist.
cmd-setup-brief = Zanzibar: Schwarz wählt die Aufstellung
cmd-setup-detail-1 = Nur Zanzibar: Schwarz wählt vor dem ersten Zug von Weiß die Anordnung der mittleren Figuren der Grundreihen; Weiß bekommt dieselbe auf denselben Linien.
cmd-setup-detail-2 = XL: die Buchstaben auf e1 f1 g1 h1 e2 f2 g2 h2, z. B. `UQKFOLGD`. S: die Buchstaben auf e1 f1 g1 h1 f2 g2, z. B. `FQKULG`.
cmd-setup-detail-3 = König, Dame, Adler (G) und Löwe kommen auf die f- und g-Linie; Herzogin (D), Zauberin (O), Nashorn (U) und Büffel (F) auf die e- und h-Linie (S: nur U und F, auf e1 und h1).
cmd-setup-detail-4 = `random` wählt eine aus. Ohne Wahl gelten die Standardaufstellungen oben.
cmd-setup-who = der Spieler mit Schwarz, vor dem ersten Zug von Weiß.
cmd-board-brief = Brett zeigen
cmd-board-detail-1 = Zeigt das Brettbild einer Partie, mit markiertem letztem Zug.
cmd-board-who = alle.
cmd-flip-brief = Brett andersherum, nur für dich
cmd-flip-detail-1 = Zeigt das Brett einer Partie mit der anderen Seite unten, oder mit der Seite, die du nennst. Nur du siehst es, wo die Plattform das erlaubt (Discord); das Brett der Partie bleibt, wie es ist.
cmd-flip-who = alle.
cmd-moves-brief = legale Züge, oder die einer Figur als Bild
cmd-moves-detail-1 = Ohne Feld: die Liste der legalen Züge.
cmd-moves-detail-2 = Mit Feld: ein Bild des Bretts, auf dem die legalen Züge dieser Figur markiert sind.
cmd-moves-who = alle.
cmd-hint-brief = der Bot schlägt einen Zug vor (gegen den Bot)
cmd-hint-detail-1 = Der Bot schlägt dir einen Zug vor. Nur in Partien gegen den Bot.
cmd-hint-who = der Spieler, der gegen den Bot spielt.
cmd-resign-brief = aufgeben
cmd-resign-detail-1 = Aufgeben: Dein Gegner gewinnt.
cmd-resign-who = ein Spieler der Partie.
cmd-abort-brief = Partie abbrechen, bevor beide gezogen haben
cmd-abort-detail-1 = Bricht eine gerade begonnene Partie ab, bevor beide Seiten gezogen haben: Sie endet ohne Ergebnis, ungewertet, und zählt in keiner Statistik und keiner Rangliste.
cmd-abort-detail-2 = Haben beide Seiten gezogen, dann stattdessen `resign` (aufgeben) oder `draw` (Remis anbieten).
cmd-abort-who = ein Spieler der Partie.
cmd-rematch-brief = Revanche mit getauschten Farben
cmd-rematch-detail-1 = Nach einer Partie (beendet oder abgebrochen): fordert denselben Gegner zum selben Spiel heraus, mit derselben Bedenkzeit, gewertet oder nicht wie zuvor, mit getauschten Farben. Er nimmt mit `accept` an wie jede Herausforderung; der Bot nimmt sofort an.
cmd-rematch-detail-2 = Ohne `#GAME`: deine letzte beendete Partie in diesem Kanal. Für eine Partie kann immer nur eine Revanche warten.
cmd-rematch-who = ein Spieler der beendeten Partie.
cmd-draw-brief = Remis anbieten oder annehmen
cmd-draw-detail-1 = Biete Remis an; dein Gegner nimmt an, indem er ebenfalls `draw` tippt.
cmd-draw-who = ein Spieler der Partie.
cmd-takeback-brief = Rücknahme des letzten Zugs erbitten
cmd-takeback-detail-1 = Bitte darum, deinen letzten Zug zurückzunehmen; dein Gegner stimmt mit `takeback` zu. Der Bot stimmt sofort zu.
cmd-takeback-who = ein Spieler der Partie.
cmd-claim-brief = verlassene Partie gewinnen
cmd-claim-detail-1 = Gewinne eine Partie, die dein Gegner verlassen hat: in einer Partie ohne Bedenkzeit, wenn er am Zug ist und seit der eingestellten Zeit (standardmäßig 72 Stunden) nicht gezogen hat.
cmd-claim-detail-2 = Eine Partie mit Bedenkzeit (Tage pro Zug oder Uhr) entscheidet stattdessen ihre Uhr: Läuft die Zeit des Gegners ab, verliert er auf Zeit, ohne dass du etwas beanspruchen musst; bis dahin sagt `claim`, wie viel Zeit er noch hat.
cmd-claim-who = der Spieler, der auf den Zug wartet.
cmd-games-brief = Partien und Herausforderungen hier
cmd-games-detail-1 = Listet die laufenden Partien und die offenen Herausforderungen in diesem Kanal auf, mit ihren Nummern.
cmd-games-who = alle.
cmd-record-brief = Partienotation als Datei
cmd-record-detail-1 = Schickt die Partienotation (ähnlich PGN: Tags und die Züge in algebraischer Notation).
cmd-record-who = alle.
cmd-gif-brief = Partie als animiertes GIF
cmd-gif-detail-1 = Schickt ein animiertes GIF der bisherigen Partie, Zug für Zug.
cmd-gif-who = alle.
cmd-rules-brief = Regeln eines Spiels
cmd-rules-detail-1 = Eine Zusammenfassung der Regeln eines Spiels: Brett, Figuren, Aufstellung, Sonderregeln, wie es endet.
cmd-rules-who = alle.
cmd-piece-brief = wie eine Figur zieht, mit Diagramm
cmd-piece-detail-1 = Ein Zugdiagramm und eine Beschreibung einer Figur. `PIECE`: ihr Buchstabe oder ihr Name.
cmd-piece-who = alle.
cmd-stats-brief = Wertungen und Ergebnisse
cmd-stats-detail-1 = Die Wertungszahl eines Spielers je Spiel (Glicko-2) sowie Siege, Remis und Niederlagen; ohne `@player` deine eigenen.
cmd-stats-who = alle.
cmd-leaderboard-brief = die besten Spieler eines Spiels
cmd-leaderboard-detail-1 = Die Spieler mit der höchsten Wertungszahl in einem Spiel.
cmd-leaderboard-who = alle.
cmd-analyse-brief = Fehler, grobe Fehler und Bewertungskurve einer Partie
cmd-analyse-detail-1 = Die Engine geht eine beendete Partie durch, markiert die Fehler (`?`) und groben Fehler (`??`) jeder Seite mit dem Zug, den sie gespielt hätte, und schickt eine Kurve der Bewertung.
cmd-analyse-detail-2 = Bei langen Partien dauert das bis zu einer Minute; `analyse stop` bricht ab.
cmd-analyse-who = alle, sobald die Partie beendet ist.
cmd-remind-brief = Erinnerungen, wenn du am Zug bist
cmd-remind-detail-1 = Bist du einen Tag lang am Zug (und noch einmal vor einer Fernschach-Frist), erinnert dich der Bot einmal dort, wo du spielst. `remind off` schaltet das für alle deine Partien ab.
cmd-remind-who = alle, jeweils für sich selbst.
cmd-help-brief = diese Liste, oder ein Befehl im Detail
cmd-help-detail-1 = Ohne Wort: alle Befehle. Mit einem: seine Verwendung, Argumente und Beispiele.
cmd-help-who = alle.
cmd-as-brief = Terminal: als anderer Spieler tippen
cmd-as-detail-1 = Nur im Terminal: Ab jetzt tippst du als Spieler NAME. Gegner nennst du `@NAME`.
cmd-as-who = der Benutzer des Terminals.
cmd-quit-brief = Terminal: beenden (Partien bleiben erhalten)
cmd-quit-detail-1 = Nur im Terminal: beendet die Sitzung. Die Partien sind gespeichert und gehen beim nächsten Mal weiter.
cmd-quit-who = der Benutzer des Terminals.
