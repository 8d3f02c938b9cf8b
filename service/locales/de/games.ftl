# acedrex — Deutsch: Namen der Spiele, Herkunft und die Zeilen von `rules GAME`
# (Aufstellung und Sonderregeln). Spieltitel bleiben Eigennamen (docs/i18n/glossary-de.md);
# Züge und Aufstellungen stehen in den Standardbuchstaben der Spiele (K Q R B N P …).

## Namen und Herkunft

game-name-chess = Schach
game-origin-chess = FIDE-Regeln
game-name-shako = Shako
game-origin-shako = Jean-Louis Cazaux, 1990
game-name-perfect12 = Perfect 12
game-origin-perfect12 = Jean-Louis Cazaux, 1999/2000
game-name-kmf = KMFs Duodezimalschach
game-origin-kmf = Theresa Dubé, 2021
game-name-grant-acedrex = Grant Acedrex
game-origin-grant-acedrex = Alfons X., Libro de los juegos (Buch der Spiele), 1283
game-name-zanzibar-xl = Zanzibar XL
game-origin-zanzibar-xl = Jean-Louis Cazaux
game-name-zanzibar-s = Zanzibar S
game-origin-zanzibar-s = Jean-Louis Cazaux
game-name-tamerlane2 = Tamerlane II
game-origin-tamerlane2 = Jean-Louis Cazaux

## Aufstellung und Sonderregeln

castle-condition = König und Turm unbewegt, die Felder dazwischen leer, der König nicht im Schach und weder über ein angegriffenes Feld ziehend noch darauf landend
setup-chess = Reihe 1 `RNBQKBNR`, Bauern auf Reihe 2; Schwarz gespiegelt.
setup-shako = Kanonen auf a1 und j1, Reihe 2 `ERNBQKBNRE` (König f2), Bauern auf Reihe 3; Schwarz gespiegelt.
setup-perfect12 = unsere Rekonstruktion von Cazaux' Aufstellung: Reihe 1 `CMEBNLGNBEMC`, Reihe 2 `RPPPJKQJPPPR` (König f2, Löwe dahinter), Bauern auf Reihe 3; Schwarz gespiegelt. Eine andere Aufstellung: `play perfect12 fen FEN`.
setup-kmf = rekonstruiert (die Quelle nennt keine Aufstellung): Reihe 1 `RNBAJQKJABNR` (König g1), Bauern auf Reihe 2; Schwarz gespiegelt.
setup-grant-acedrex = Reihe 1 `RLUZCAKCZULR` (König g1), Bauern auf Reihe 4; Schwarz gespiegelt auf den Reihen 12 und 9.
setup-zanzibar-xl = Reihe 1 `CMZV....VZMC`, Reihe 2 `ERNB....BNRE`, Reihe 3 `PPPPJWWJPPPP`, Bauern auf e4–h4; Schwarz gespiegelt.
setup-zanzibar-s = Reihe 1 `CMZV....VZMC`, Reihe 2 `ERNBW..WBNRE`, Reihe 3 `PPPPJPPJPPPP`; Schwarz gespiegelt.
setup-zanzibar-choice = **Schwarz wählt** den Rest vor dem 1. Zug, Weiß stellt genauso auf: { $centre } auf { $centre_squares }, { $wings } auf { $wing_squares }, beliebig angeordnet.
setup-command = `setup ARR`: Buchstaben auf { $squares }, z. B. `{ $default }` (Standard), oder `setup random`.
setup-tamerlane2 = Reihe 1 `E.M.C.C.M.E`, Reihe 2 `RNBSJKJSBNR` (König f2), Bauern auf Reihe 3; Schwarz gespiegelt.
special-castling = Rochade: `O-O` = { $short }; `O-O-O` = { $long }. Voraussetzung: { $condition }.
special-chess-pawns = Bauern: en passant nach einem Doppelschritt.
special-chess-promotion = Umwandlung auf Reihe 8, Pflicht, in Q, R, B oder N.
special-shako-pawns = Bauern: en passant wie im Schach; Umwandlung auf der letzten Reihe, Pflicht, in Q, R, B, N, Kanone oder Elefant.
special-perfect12-pawns = Bauern: Ein Doppelschritt braucht ein leeres Zwischenfeld; jeder Doppelschritt kann en passant geschlagen werden. Umwandlung auf der letzten Reihe, Pflicht, in Dame, Löwe oder Greif.
special-perfect12-lion = Löwe: eine Nachbarfigur schlagen und noch einen Schritt ziehen (`Lf5xg6-h7`, `Lf5xg6xh7`); sie schlagen, ohne sich zu bewegen (igui, `Lf5xg6-f5`); oder passen (`Lf5-f5`: braucht ein leeres Nachbarfeld, nie im Schach).
special-perfect12-castling = Rochade: Der König zieht 3 Felder, der Turm landet neben ihm: `O-O` = { $short }; `O-O-O` = { $long }. Voraussetzung: { $condition }.
special-perfect12-princes = Prinzen sind nicht königlich und werden nie umgewandelt.
special-kmf-pawns = Bauern: Jedes Feld, das ein Doppel- oder Dreifachschritt überquert, ist im nächsten Zug ein En-passant-Feld, für jeden gegnerischen Bauern.
special-kmf-promotion = Umwandlung auf den Reihen 10–12 (Schwarz 3–1): **freiwillig auf 10 und 11**, Pflicht auf 12; in Q, R, B, N, Bogenschütze oder Prinz (Prinz nur, solange du keinen hast).
special-kmf-archer = Schuss des Bogenschützen: `Aa1xa11` entfernt die Figur auf a11, der Bogenschütze bleibt stehen; er gibt Schach entlang seiner Linien.
special-kmf-abdication = **Abdankung**: Bist du mattgesetzt und wäre ein Prinz ohne deinen König sicher, kann dein Zug ihn krönen (`Je1=K` oder `# Je1=K`): Der alte König verlässt das Brett, die Partie geht weiter.
special-grant-acedrex-pawns = Bauern: kein Doppelschritt, **kein en passant**; Umwandlung auf der letzten Reihe, Pflicht, in die Figur, die auf dieser Linie begann (f- und g-Linie: Aanca).
special-grant-acedrex-king = **Keine Rochade. Königssprung**: Solange der König nie gezogen hat, darf er 2 Felder gerade oder diagonal auf ein leeres Feld springen, auch über eine Figur hinweg, aber nicht aus dem Schach heraus und nicht über ein angegriffenes Feld.
special-zanzibar-en-passant = En passant schlagen nur Bauern (nie Prinzen), auch den Doppelschritt eines Prinzen.
special-zanzibar-promotion = Bauern **und Prinzen** wandeln auf der letzten Reihe zwingend um, in { $choices }.
special-zanzibar-king = **Keine Rochade. Königssprung** (1. Zug, nicht im Schach): 2 weit auf ein leeres Feld, gerade, diagonal oder wie ein Springer, nicht über angegriffene Felder (Springersprung: ein sicheres Zwischenfeld genügt).
special-tamerlane2-pawns = Bauern: Doppelschritt von Reihe 3, en passant wie im Schach; der Doppelschritt eines Prinzen wird nie en passant geschlagen. Bauern und Prinzen wandeln auf der letzten Reihe um, Pflicht, in eine Dame.
special-tamerlane2-ship = Ein Schiff, das eine gegenüberliegende Ecke erreicht (a11/k11 für Weiß, a1/k1 für Schwarz), wird zum Adler.
special-tamerlane2-no-castling = **Keine Rochade**, kein Königssprung.
special-tamerlane2-succession = **Thronfolge**: Bist du mattgesetzt und ist ein Prinz nicht angegriffen, kann dein Zug König und Prinz tauschen (`Je2=K`); die Partie geht weiter.

## Die Liste der Spiele (`games`)

# Ein Spiel der Liste: `chess` Schach (8×8).
games-list-entry = `{ $key }` { $game } ({ $width }×{ $height })
