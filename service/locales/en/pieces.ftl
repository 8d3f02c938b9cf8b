# acedrex — English: piece names and how the pieces move.
# Names are keyed by the English name's slug (piece-name-aanca, piece-name-eagle): a
# game may call a piece otherwise than the catalogue (the Gryphon is Zanzibar's Eagle,
# Grant Acedrex's Aanca). Moves stay written with each game's standard letters.

## Piece names (by the English name's slug: piece-name-aanca)
# `.also`: other names players use, comma-separated, accepted in input too (`piece chess reina`).

piece-name-king = King
piece-name-queen = Queen
piece-name-rook = Rook
piece-name-bishop = Bishop
piece-name-knight = Knight
piece-name-pawn = Pawn
piece-name-prince = Prince
piece-name-archer = Archer
piece-name-lion = Lion
piece-name-gryphon = Gryphon
piece-name-unicornio = Unicornio
piece-name-rhinoceros = Rhinoceros
piece-name-ship = Ship
piece-name-camel = Camel
piece-name-giraffe = Giraffe
piece-name-elephant = Elephant
piece-name-machine = Machine
piece-name-cannon = Cannon
piece-name-crocodile = Crocodile
piece-name-sorceress = Sorceress
piece-name-duchess = Duchess
piece-name-buffalo = Buffalo
piece-name-aanca = Aanca
piece-name-eagle = Eagle

## How each piece moves: a few words, then full sentences

piece-king-summary = 1 step any way
piece-king-moves = Steps one square in any direction.
piece-queen-summary = any distance straight or diagonally
piece-queen-moves = Moves any distance straight or diagonally.
piece-rook-summary = any distance along a rank or file
piece-rook-moves = Moves any distance along a rank or file.
piece-bishop-summary = any distance diagonally
piece-bishop-moves = Moves any distance diagonally.
piece-knight-summary = leaps 2 and 1 sideways
piece-knight-moves = Leaps two squares straight and one to the side, over anything.
piece-pawn-summary = 1 forward; captures diagonally forward
piece-pawn-moves = Moves forward, never capturing; captures one square diagonally forward.
piece-prince-summary = steps like a King, but is not royal (it may be captured)
piece-prince-moves = Steps one square in any direction like a King, but is not royal: it may be captured and move into attack.
piece-archer-summary = steps 1 or leaps 2 any way, never capturing; captures by shooting along its 8 lines, staying put
piece-archer-moves = Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.
piece-chu-lion-summary = the Chu Shogi Lion: jumps to any square within 2; double moves, igui, pass
piece-chu-lion-moves = The Chu Shogi Lion: jumps to any square up to two away; or captures on a neighbouring square and then steps once more (capturing again, or back to its square: igui); or passes by stepping to an empty neighbour and back.
piece-gryphon-summary = 1 diagonal step, optionally continuing straight outward
piece-gryphon-moves = Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps.
piece-unicornio-summary = a Knight leap, optionally continuing diagonally onward (a capture ends it)
piece-unicornio-moves = Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.
piece-rhinoceros-summary = 1 straight step, optionally continuing diagonally outward
piece-rhinoceros-moves = Steps one square straight, then may go on any distance diagonally outward. It never jumps.
piece-ship-summary = 1 diagonal step, optionally continuing along the file outward
piece-ship-moves = Steps one square diagonally, then may go on any distance along the file, away from where it started. It never jumps. On an opposite corner it becomes an Eagle.
piece-camel-summary = leaps 3 and 1 sideways
piece-camel-moves = Leaps three squares straight and one to the side (a long Knight), over anything.
piece-giraffe-summary = leaps 3 and 2 sideways
piece-giraffe-moves = Leaps three squares straight and two to the side, over anything.
piece-elephant-summary = 1 or 2 diagonally, jumping
piece-elephant-moves = Moves one or two squares diagonally, jumping over the first.
piece-machine-summary = 1 or 2 straight, jumping
piece-machine-moves = Moves one or two squares straight, jumping over the first.
piece-cannon-summary = moves as a Rook, captures by hopping one piece
piece-cannon-moves = Moves like a Rook; captures by jumping over exactly one piece (of either side) along a rank or file.
piece-vao-summary = moves as a Bishop, captures by hopping one piece
piece-vao-moves = Moves like a Bishop; captures by jumping over exactly one piece (of either side) diagonally.
piece-sorceress-summary = moves as a Queen, captures by hopping one piece
piece-sorceress-moves = Moves like a Queen; captures by jumping over exactly one piece (of either side) along a straight or diagonal line.
piece-duchess-summary = 1, 2 or 3 squares any way, jumping
piece-duchess-moves = Moves one, two or three squares in any straight or diagonal direction, jumping.
piece-buffalo-summary = leaps as a Knight, Camel or Giraffe
piece-buffalo-moves = Leaps like a Knight (2,1), a Camel (3,1) or a Giraffe (3,2), over anything.
piece-acedrex-lion-summary = leaps 3 straight, or 3 and 1 sideways
piece-acedrex-lion-moves = Leaps three squares straight, or three and one to the side (like a Camel), over anything.
piece-zanzibar-lion-summary = jumps to any square within 2 squares
piece-zanzibar-lion-moves = Steps one square in any direction, or leaps to any square two away: straight, diagonally or like a Knight.

## A game's own words for a piece (its rules change it)

piece-king-summary-castling = 1 step any way; castles
piece-king-summary-grant-leap = 1 step any way; first move: a 2-square leap
piece-king-summary-zanzibar-jump = 1 step any way; first move: a 2-square jump
piece-queen-summary-promotion-only = any distance straight or diagonally (only by promotion)
piece-bishop-summary-as-bishop = as a Bishop: any distance diagonally
piece-pawn-summary-any-rank = 1 or 2 forward from any rank; captures diagonally forward
piece-pawn-summary-single = 1 forward only; captures diagonally forward
piece-pawn-summary-triple = 1, 2 or 3 forward from rank 2, else 1 or 2; captures diagonally forward
piece-pawn-summary-rank-3 = 1 forward, 2 from rank 3; captures diagonally forward
piece-pawn-summary-rank-2 = 1 forward, 2 from rank 2; captures diagonally forward
piece-prince-summary-any-rank = steps like a King, not royal; also 2 forward from any rank, not capturing
piece-prince-summary-rank-2 = steps like a King, not royal; also 2 forward from rank 2, not capturing
piece-gryphon-summary-ship = 1 diagonal step, optionally continuing straight outward (a promoted Ship)

## `piece GAME PIECE`: the full description, with the game's rules added

# $piece: the piece's name in this game; $text: how it moves (the sentences below).
piece-description = { $piece } — { $text }
piece-king-castles = It may castle with a Rook that has not moved.
piece-king-grant-leap = On its first move it may leap two squares straight or diagonally to an empty square, not out of check and not over an attacked square.
piece-king-zanzibar-jump = On its first move it may jump to an empty square two away, straight, diagonally or like a Knight, not out of check and not over attacked squares.
piece-king-abdication = When checkmated, a safe Prince may become King instead (abdication).
piece-king-succession = When checkmated, it may change places with a Prince that is not attacked (succession).
# $steps: one of the piece-pawn-steps-… lines.
piece-pawn-moves-game = { $steps }, never capturing; captures one square diagonally forward.
piece-pawn-steps-any-rank = Moves one or two squares forward from any rank
piece-pawn-steps-single = Moves one square forward (never two)
piece-pawn-steps-triple = Moves one, two or three squares forward from its second rank, one or two from any other
piece-pawn-steps-double = Moves one square forward, or two from its starting rank
piece-pawn-en-passant = It may take a Pawn that stepped past it en passant.
piece-pawn-no-en-passant = There is no en passant.
piece-prince-two-any-rank = It may also move two squares straight forward without capturing, from any rank.
piece-prince-two-first-rank = From its starting rank it may also move two squares straight forward without capturing.
# $choices: piece names, joined with list-or.
piece-promotes-optional = It may promote on the last three ranks (must on the last) to a { $choices }; to a Prince only while its side has none.
piece-promotes = It promotes on the last rank to a { $choices }.
piece-promotes-by-file = It promotes on the last rank to the piece that started on that file (an Aanca on the f- and g-files).
piece-ship-corner = A Ship reaching an opposite corner becomes one.

## Lists

# "a, b or c": $head is the items but the last, joined with ", ".
list-or = { $head } or { $last }
list-and = { $head } and { $last }

# Branch words: lists said in the reader's words (a list's items are said each in the
# language: piece names, moves). $count: the number of items, for a language that joins
# two otherwise than more.
list-separator = {", "}
# "K King, Q Queen, R Rook": a list without a last word.
list-comma = { $head }, { $last }
# An item of a game's piece list: its letter and its name.
piece-letter-name = { $letter } { $piece }
