# acedrex — English: replies, errors, notices, reminders, analysis.
#
# Ids are the message ids of service/src/texts/messages.rs; variables are the arguments
# of each message (`.arg("name", …)` → { $name }). What the code fills in before a
# message is rendered, in the reader's language:
#   $game, $variant          a game: its name (games.ftl, game-name-KEY)
#   $piece                   a piece: its name (pieces.ftl, piece-name-…)
#   $side, $bottom, $to_move, $color
#                            a side: color-white / color-black below
#   $seconds, $left, $left_secs, $waited
#                            a length of time in words (duration-… below)
#   $result, $error, $why, $problem
#                            another message, already rendered
# Everything else is given as it is: players' names ($who, $name, $challenger, …),
# moves ($san, $best, $moves), squares ($sq, $square), numbers, command words.
# Markdown (**bold**, `code`) and command words in `code` stay as they are.

## Sides and lengths of time

color-white = White
color-black = Black
duration-minutes = { $m ->
    [one] { $m } minute
   *[other] { $m } minutes
}
duration-hours = { $h ->
    [one] { $h } hour
   *[other] { $h } hours
}
duration-hours-minutes = { duration-hours } { duration-minutes }
duration-days = { $d ->
    [one] { $d } day
   *[other] { $d } days
}
duration-days-hours = { duration-days } { duration-hours }

## The game at a glance

no-randomness = The game cannot begin now: this computer gave no random numbers for its private page address. Try again later; if this persists, tell the bot's operator.
page-line = Game page: { $url }
status-over = Game over: { $result }.
status-setup = { $black } (Black) chooses the setup first: `setup { $example }` or `setup random` (see `help setup`).
status-to-move = { $who } ({ $side }) to move.
status-to-move-check = { $who } ({ $side }) to move — check!
summary-challenge = #{ $id } challenge: { $challenger } → { $challenged } to { $game }
summary-game = #{ $id } { $game }: { $white } (White) vs { $black } (Black), move { $number }.
last-move = Last move: { $san }.
turned = Game #{ $id }, { $bottom } at the bottom.

## Finding the game

store-failed = Sorry, the game store failed: { $e }. Nothing was changed.
save-failed = Sorry, saving the game failed; nothing was changed.
changed-meanwhile = Game #{ $id } changed meanwhile; please look at it again.
saved-then-changed = That is saved. Meanwhile another process changed game #{ $id }; here it is now:
bot-move-not-saved = That is saved, but the bot's answer is not: the game store failed ({ $e }). The bot will make its move in game #{ $id } by itself once the store works again.
bot-caught-up = Game #{ $id }: the bot makes the move it still owed.
bot-still-owes = Game #{ $id }: the bot still owes its move and cannot make it now: the game store failed ({ $e }). Nothing was changed; the bot will move by itself once the store works again.
unreadable = game #{ $id } cannot be read and is skipped
note = (Note: { $problem }.)
cannot-read = Game #{ $id } cannot be read: { $e }
no-such-game = There is no game #{ $id }.
other-channel = Game #{ $id } is played in another channel.
not-started = Game #{ $id } has not started.
why-not-closed = Challenge #{ $id } was declined or withdrawn; no game was played.
why-not-finished = Game #{ $id } is over; `board #{ $id }`, `record #{ $id }` and `gif #{ $id }` still show it.
why-not-aborted = Game #{ $id } was aborted (no result); `board #{ $id }` still shows it, `rematch #{ $id }` offers another.
why-not-challenge = Game #{ $id } has not started: it is a challenge waiting to be accepted.
# $verb: the command word (`move`, `resign`, …).
why-not-watching = Only the players of game #{ $id } can { $verb }; you are watching it.
why-not-own-challenge = You made challenge #{ $id }; only your opponent can { $verb } it (you may `cancel` it).
why-not-for-someone-else = Challenge #{ $id } is for { $challenged }, not for you.
why-not-their-challenge = Challenge #{ $id } is { $challenger }'s; only they can cancel it.
why-not-under-way = Game #{ $id } is already under way.
not-playing-here = You are not playing in this channel, so you cannot { $verb }. Start a game with `play VARIANT @opponent` or `play VARIANT bot`.
no-game-here = There is no game in progress in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.
no-challenge-for-you = There is no challenge for you in this channel.
no-challenge-of-yours = You have no open challenge in this channel.
which-game = Which game?
which-game-example = Add its number, for example `{ $example } #{ $first }`.

## Challenges

setup-or-fen = Give either `setup` or `fen`, not both.
bad-position = That position cannot be used: { $error }
position-over = That position is already over; nothing to play.
bad-setup = That setup cannot be used: { $error }.
stored-setup-error = { $error }
stored-fen-error = { $error }
not-yourself = You cannot challenge yourself; name another player or `bot`.
bot-accepts = The bot accepts.
# $colour: white, black or random (who plays White is chosen at random).
challenge = { $challenger } challenges { $challenged } to { $game }{ $colour ->
    [white] { " " }({ $challenger } plays White)
    [black] { " " }({ $challenger } plays Black)
   *[random] {""}
} — challenge #{ $id }. { $challenged }: `accept` or `decline`.
challenge-open = { $challenger } challenges anyone in this channel to { $game }{ $colour ->
    [white] { " " }({ $challenger } plays White)
    [black] { " " }({ $challenger } plays Black)
   *[random] {""}
} — challenge #{ $id }. Anyone may `accept` ({ $challenger } may `cancel`).
nobody-accepted = Nobody has accepted this challenge.
no-arrangement = No arrangement could be chosen for this game.
game-begins = Game #{ $id } begins: { $game }, { $white } (White) vs { $black } (Black).
game-begins-setup = Setup { $arrangement }.
open-challenge-no-decline = Challenge #{ $id } is open to anyone; there is nothing to decline (its author may `cancel` it).
clocks-start-after-first-moves = The clocks start after each side's first move: no time runs before it. A side that has not made its first move within { $seconds } aborts the game (no result).

## Aborting and rematches

aborted = { $who } aborted game #{ $id }. It has no result and counts for nobody: no rating, no statistics. `rematch #{ $id }` offers another game, colours swapped.
status-aborted = Game #{ $id } was aborted: no result, unrated.
too-late-to-abort = Game #{ $id } can no longer be aborted: both sides have moved. You may `resign` or offer a `draw`.
aborted-no-first-move = Game #{ $id } is aborted: { $who } ({ $side }) did not make a first move within { $seconds }. It has no result and counts for nobody.
first-move-pending = Your opponent has not made their first move yet, and their clock starts only after it. If they have not moved within { $seconds }, the game is aborted (no result).
rematch-of = Rematch of game #{ $id }, colours swapped.
rematch-while-playing = Game #{ $id } is still being played; a rematch can be offered once it is over.
rematch-not-played = Challenge #{ $id } was never played; there is nothing to rematch.
rematch-not-yours = Only the players of game #{ $id } can ask for a rematch.
rematch-pending = A rematch of game #{ $id } is already waiting: challenge #{ $challenge } (`accept #{ $challenge }`, `decline #{ $challenge }` or `cancel #{ $challenge }`).
rematch-which = Which game? `rematch #ID` (you have no finished game in this channel to rematch).
withdrew = { $who } withdrew challenge #{ $id }.
declined = { $who } declined challenge #{ $id } from { $challenger }.

## Playing

not-playing = You are not playing this game.
no-game = That game has not started yet.
line-too-long = That message is too long to be a command ({ $chars } characters; at most { $max }). Type `help` for the commands.
not-a-command =
    `{ $word }` is not a command. { $why }
    Type `help` for the commands.
# SENTENCE: capital first letter, full stop at the end (the errors are phrases).
move-refused = { SENTENCE($error) }
not-a-command-either = `{ $word }` is not a command either; type `help` for the commands.
game-refused = { SENTENCE($error) }
plays = { $who } plays { $san }.
bot-plays = The bot plays { $san }.
result-game-over = Game over: { $result } ({ $score }). It stays viewable: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` plays it again, colours swapped.
# $change: the change with its sign, `+12`, `-8`.
rating-change = { $name }: rating { $old } → { $new } ({ $change })
no-setup-choice = { $variant } has no setup choice; only the Zanzibar games do.
black-chooses = In Zanzibar, Black chooses the setup; you play White.
setup-too-late = The setup can only be chosen before White's first move.
setup-chosen-already = The setup was chosen already ({ $arrangement }); it is chosen once, and stays.
setup-chosen-already-unknown = The setup was chosen already; it is chosen once, and stays.
setup-chosen = { $who } chooses the setup { $arrangement }; White mirrors it.
draw-offered-already = You have offered a draw already; your opponent may accept with `draw`.
bot-declines-draw = The bot declines the draw: it plays on.
draw-offer = { $who } offers a draw. { $opponent }: `draw` to accept (making a move declines it).
takeback-asked-already = You have asked already; your opponent agrees with `takeback`.
nothing-to-take-back-yours = You have no move to take back.
nothing-to-take-back = There is no move to take back.
takeback-request = { $who } asks to take back their last move. { $opponent }: `takeback` to agree.
taken-back = Taken back: { $name }'s last move ({ $plies } { $plies ->
    [one] ply
   *[other] plies
}).
your-move-no-claim = It is your move: there is nothing to claim.
clock-decides-days = This game is played with { $days } { $days ->
    [one] day
   *[other] days
} a move, so its clock decides, not a claim: your opponent has { $left } left to move; if they have not moved by then, they lose on time and the game ends by itself.
clock-decides = This game is played with a clock ({ $minutes }+{ $increment }), so its clock decides, not a claim: your opponent has { $left } left to move; if they have not moved by then, they lose on time and the game ends by itself.
too-early-to-claim = Your opponent has { $left_secs } left to move before you can claim the game.
hints-vs-bot-only = Hints are for games against the bot.
hint-not-your-turn = It is not your turn; a hint comes when it is.
no-move-to-suggest = There is no move to suggest.
hint = Hint: { $san }
notice = { $sender } — game #{ $id }:

## Clocks and reminders

# $white_clock, $black_clock: the time left as a clock shows it, `14:05`.
clock-line = Clock ({ $minutes }+{ $increment }): White { $white_clock } · Black { $black_clock }
days-line = { $who } has { $left } to move ({ $days } { $days ->
    [one] day
   *[other] days
} a move).
timed-out = Game #{ $id }: { $result } ({ $score }). It stays viewable: `board #{ $id }`, `record #{ $id }`, `gif #{ $id }`; `rematch #{ $id }` plays it again, colours swapped.
reminder-deadline = { $who }, it is your move in { $game } #{ $id } ({ $waited } since the last move; { $left } left before you lose on time). `remind off` stops these reminders.
reminder = { $who }, it is your move in { $game } #{ $id } ({ $waited } since the last move). `remind off` stops these reminders.
reminders-on = Reminders are on: when you have had the move for a day, or a deadline comes near, I remind you once where you play.
reminders-off = Reminders are off for all your games (`remind on` turns them back on).

## Looking

legal-moves = { $count } legal moves for { $side }: { $moves }
not-a-square = `{ $sq }` is not a square of the { $game } board.
no-piece-on = There is no piece on { $sq }.
cannot-move-now = The { $piece } on { $sq } cannot move now: { $to_move } is to move.
no-legal-move = The { $piece } on { $sq } has no legal move.
piece-can-play = The { $piece } on { $sq } can play: { $moves }
no-games-here = No games or challenges in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.
# $moves: moves as players count them (White's and Black's turn together).
record-of = The record of game #{ $id } ({ $moves } { $moves ->
    [one] move
   *[other] moves
}).
animation-of = Game #{ $id } as an animation ({ $moves } { $moves ->
    [one] move
   *[other] moves
}).
# $list: games-list-entry (games.ftl) for every game, joined with ", ".
games-list = The games: { $list }. Ask `rules VARIANT` for one.
# $pieces: the game's pieces, "K King, Q Queen, …" (letters and names).
not-a-piece = `{ $text }` is not a piece of { $game }; its pieces are { $pieces }.
stats-none = { $name } has no rated games yet.
stats-head = { $name }:
stats-line = - { $game }: rating { $rating } (±{ $deviation }), { $games } { $games ->
    [one] game
   *[other] games
}: { $wins } won, { $draws } drawn, { $losses } lost
leaderboard-empty = Nobody has played a rated game of { $game } yet.
leaderboard-head = { $game } leaderboard:
leaderboard-line = { $rank }. { $name } { $rating } ({ $games } { $games ->
    [one] game
   *[other] games
})

## Analysis

analyse-which = Which game? `analyse #ID` (the number is on its boards and in its record; a finished game's last reply has an Analyse button).
nothing-to-analyse = Game #{ $id } was aborted before both sides had moved; there is nothing to analyse.
analyse-in-progress = Game #{ $id } is still being played: it can be analysed when it is over.
analysis-under-way = The analysis of game #{ $id } is under way; its answer comes when it is done (`analyse stop #{ $id }` ends it early).
analysis-not-running = No analysis of game #{ $id } is under way.
analysis-stopping = Stopping the analysis of game #{ $id }: it answers with what it has seen so far.
# One noted move. $number: `23.` or `23...`; $mark: `?` or `??`; $with_best: 1 when a
# better move ($best) is known, else 0.
analysis-allowed-mate = - { $side }'s { $number } { $san }{ $mark } allowed a mate{ $with_best ->
    [1] ; best was { $number } { $best }
   *[0] {""}
}
analysis-lost-piece = - { $side }'s { $number } { $san }{ $mark } lost the { $piece }{ $with_best ->
    [1] ; best was { $number } { $best }
   *[0] {""}
}
analysis-gave-away = - { $side }'s { $number } { $san }{ $mark } gave away { $pawns } pawns{ $with_best ->
    [1] ; best was { $number } { $best }
   *[0] {""}
}
analysis-counts = { $side }: { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
} (??), { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
} (?)
analysis-head = Analysis of game #{ $id } ({ $variant }, { $moves } { $moves ->
    [one] move
   *[other] moves
}; { $ms_per_move } ms a position):
analysis-clean = No mistakes found: both sides kept their evaluation.
analysis-stopped = (Stopped early: { $seen } of { $plies } plies looked at.)

## Reading commands

usage-example = usage: { $usage } — for example `{ $example }`
usage = usage: { $usage }
empty-command = an empty command; type `help` to see the commands
not-understood = I don't understand `{ $word }` in `{ $command }`; usage: { $usage }
# $with_game: 1 when the command takes a game number, else 0.
takes-nothing = `{ $command }` takes no argument{ $with_game ->
    [1] {" "}but a game number like `#12`
   *[0] {""}
}; `{ $extra }` is extra
# $takes: takes-number, takes-one-of or takes-meta.
arg-takes = `{ $name }` takes { $takes }
takes-number = a number from { $min } to { $max }
takes-one-of = one of { $words }
takes-meta = a value like `{ $meta }`
given-twice = `{ $name }` is given twice; give it once.
two-values = `{ $first }` and `{ $second }` are two values for `{ $name }`; give one.
two-games = `#{ $first }` and `#{ $second }` name two games; a command is about one game.
not-both = Give `{ $a }` or `{ $b }`, not both.
level-needs-bot = `level` is for games against the bot: `play VARIANT bot level N`
no-such-command = There is no command `{ $name }`; type `help` to see the commands.
no-such-option = `{ $command }` has no option `{ $name }`; see `help { $command }`.

## Choosing the language (`lang`)

# $language: a language's name (lang-name-… below).
lang-set = From now on I answer you in { $language }.
lang-shown = I answer you in { $language }. `lang es`, `lang fr`, `lang de` or `lang en` changes it.
# $available: the codes of the languages there are, `en, es, fr, de`.
lang-unknown = I don't speak `{ $text }`. The languages are: { $available }.
lang-name-en = English
lang-name-es = Spanish
lang-name-fr = French
lang-name-de = German

## How games end (phrases; $winner and $loser are sides)

result-win-checkmate = { $winner } wins by checkmate
result-win-stalemate = { $winner } wins: { $loser } is stalemated
result-win-bare-king = { $winner } wins: { $loser }'s King is bare
result-win-resignation = { $loser } resigns; { $winner } wins
result-win-timeout = { $loser } ran out of time; { $winner } wins
result-win-abandonment = { $loser } abandoned the game; { $winner } wins
result-win-other = { $winner } wins ({ $reason })
result-draw-stalemate = Draw by stalemate
result-draw-repetition = Draw by threefold repetition
result-draw-move-rule = Draw: 100 plies without a capture or a Pawn move
result-draw-bare-kings = Draw: only the two Kings are left
result-draw-dead-position = Draw: neither side can checkmate (dead position)
result-draw-agreement = Draw by agreement
result-draw-timeout = Draw: time ran out, but the opponent has only a King left
result-draw-other = Draw ({ $reason })
# $games: the games' ids as players type them.
unknown-game = unknown game `{ $name }`; the games are: { $games }

## Why a move was refused (phrases: the reply makes a sentence of them)

# $examples: moves in `code`, joined with ", " and " or ".
move-syntax = I can't read `{ $text }` as a move; write it like { $examples }
# $pieces: the game's pieces, "K King, Q Queen, …".
move-unknown-piece = `{ $letter }` is not a piece in { $game }; its pieces are { $pieces }
move-no-piece-on = there is no piece on { $square }
move-not-yours = the { $piece } on { $square } is not yours: { $to_move } is to move
# $found, $named: piece names.
# $found_article, $named_article: "a" or "an" before the English names (other languages
# need not use them).
move-wrong-piece = the piece on { $square } is { $found_article } { $found }, not { $named_article } { $named }
move-not-in-game = there is no { $piece } in { $game }
move-no-such-piece-on = there is no { $color } { $piece } on { $place }
move-no-such-piece-file = there is no { $color } { $piece } on the { $place }-file
move-no-such-piece-rank = there is no { $color } { $piece } on rank { $place }
move-no-such-pawn = there is no { $color } { $piece } that can go to { $place }
move-no-such-piece = there is no { $color } { $piece }
move-cannot-reach-no-move = the { $piece } on { $square } cannot go to { $target }; it has no legal move
move-cannot-reach = the { $piece } on { $square } cannot go to { $target }; it can go to { $reach }
move-cannot-reach-many = the { $piece } on { $square } cannot go to { $target }; it can go to { $count } squares
move-none-can-reach = none of your { $piece }s ({ $from }) can go to { $target }
move-leaves-king-in-check = `{ $text }` would leave your King in check
# $candidates: the moves it may mean, joined with " or ".
move-ambiguous = `{ $text }` is ambiguous: did you mean { $candidates }?
move-promotion-missing = `{ $text }` needs a promotion piece: { $choices }
move-promotion-not-allowed = `{ $text }` cannot promote to { $piece }; the choices are { $choices }
move-promotion-unknown-piece = `{ $text }` cannot promote to { $letter } (not a piece in { $game }); the choices are { $choices }
move-does-not-promote = `{ $text }` does not promote: it does not reach a promotion square
move-no-castling = there is no castling in { $game }
move-castling-not-now = { $castle } is not possible now: it needs the King and that Rook unmoved, the squares between them empty, and the King not in check nor passing or landing on an attacked square
move-no-royal-change = a Prince cannot become King in { $game }
move-not-a-prince = the piece on { $square } is { $found_article } { $found }, not a Prince
move-no-prince-on = there is no { $color } Prince on { $square }
# $special: succession or abdication.
move-royal-not-in-check = { $special ->
    [succession] succession
   *[abdication] abdication
} is possible only when you are checkmated; your King is not in check
move-royal-other-moves = { $special ->
    [succession] succession
   *[abdication] abdication
} is possible only when you are checkmated; you have other moves that answer the check
move-prince-unsafe = the Prince on { $square } cannot become King ({ $special ->
    [succession] succession): it is attacked
   *[abdication] abdication): it would be attacked once the old King leaves the board
}
move-not-your-turn = it is not your turn: { $to_move } is to move
move-game-over = the game is over: { $result }

## Long algebraic notation (the engine's notation)

lan-syntax = `{ $text }` is not a move in long algebraic notation (examples: e2e4, e11e12=Q, f5g6h7, a1xa11, e1=K)
lan-off-board = { $square } is not a square of the { $game } board
lan-no-piece = there is no piece of the side to move on { $square }
lan-illegal = `{ $text }` is not a legal move in this position
lan-promotion-missing = `{ $text }` needs a promotion piece: one of { $choices }

## Requests to a game the rules refused

game-over = the game is over: { $result }
game-setup-after-start = the setup can only be chosen before the first move
game-setup-with-fen = this game started from a custom position; it has no setup choice
# $arrangement, $key: game ids as players type them.
game-wrong-arrangement = that arrangement is for { $arrangement }, but this game is { $key }
game-nothing-to-take-back = there is no move to take back
game-cannot-take-back = a game that ended by { $reason } cannot be taken back
game-illegal-move = `{ $text }` is not a legal move

## Zanzibar arrangements

setup-no-choice = { $key } has no setup choice; only zanzibar-xl and zanzibar-s do
setup-length = a { $game } arrangement has { $want } letters (the pieces on { $squares }), not { $got }
setup-unknown-letter = `{ $letter }` is not a piece letter of this game
# $names: the pieces allowed there, joined with ", " and " and ".
setup-wrong-square-centre = { $piece } cannot stand on { $square }: f and g files take { $names }
setup-wrong-square-wings-xl = { $piece } cannot stand on { $square }: e and h files take { $names }
setup-wrong-square-wings-s = { $piece } cannot stand on { $square }: e1 and h1 take { $names }
setup-twice = { $piece } is placed twice

## Position texts (FEN): the field, then why

fen-field-count = position text has { $count } fields; expected 6: placement, side to move, rights, en passant, half-move clock, move number
fen-placement-rank-count = placement: { $found } ranks; the { $game } board has { $height }
fen-placement-leading-zero = placement: rank { $rank }: `0{ $digit }` is not a count of empty squares
fen-placement-zero-count = placement: rank { $rank }: 0 is not a count of empty squares
fen-placement-unknown-letter = placement: rank { $rank }: `{ $letter }` is not a piece of { $game } (its letters: { $letters })
fen-placement-too-long = placement: rank { $rank } is longer than the board's { $width } files
fen-placement-rank-length = placement: rank { $rank } has { $squares } squares; the board has { $width } files
fen-placement-kings = placement: { $color } has { $count } Kings; each side needs exactly one
fen-placement-should-have-promoted = placement: { $color } { $piece } on { $square } should have promoted
fen-placement-pawn-on-first-rank = placement: { $color } Pawn on its own first rank ({ $square })
fen-side = side to move: expected `w` or `b`, found `{ $text }`
# $allowed: none, castling or king-leap.
fen-rights-letter = rights: `{ $letter }` in { $field }: { $game } allows { $allowed ->
    [castling] `-` or letters from KQkq
    [king-leap] `-` or letters from Kk
   *[none] only `-`
}
fen-rights-twice = rights: `{ $letter }` given twice
fen-rights-pieces-moved = rights: { $color } { $castle } needs the King on { $king } and a Rook on { $rook }
fen-ep-not-squares = en passant: `{ $text }` is not a list of squares
fen-ep-off-board = en passant: `{ $text }` is not a square of the board
fen-ep-too-many = en passant: at most two squares (a KMF triple step)
fen-ep-too-long = en passant: { $game } has no multi-step passing { $count } squares
fen-ep-not-consecutive = en passant: { $first } and { $second } are not consecutive squares of a { $color } move
# $on: a square, or nothing (then: the next square).
fen-ep-no-mover = en passant: no { $color } piece that could just have passed { $text } stands on { $on ->
    [none] the next square
   *[other] { $on }
}
fen-ep-not-empty = en passant: { $square } should be empty after a multi-step
fen-half-move = half-move clock: expected a number, found `{ $text }`
fen-full-move = move number: expected a number from 1, found `{ $text }`
fen-not-to-move-in-check = position: { $color } is not to move but its King on { $king } is in check

## Front ends

thread-title = acedrex #{ $id } · { $game } · { $white } vs { $black }
played-here = Game #{ $id } is played here: `/move` or `!move`, `/board`, and the buttons.
played-here-mention = Game #{ $id } is played here: `/move`, `/board`, the buttons, or { $bot } `e4`.
played-here-buttons = Game #{ $id } is played here: `/move`, `/board`, and the buttons.
apology = Sorry, something went wrong with that command.
thinking = thinking…
# After a mention of the player to move: "@alice, your move."
your-move = your move.

# Branch matrix-fr: the bot's own words in a Matrix room.
# When the bot joins a room, in the language of the one who invited it.
room-greeting = Hello! I play the great big chess games. Type `help` for the commands, or `play chess @someone` to start a game (`play chess bot` against me).
# A message in an encrypted room that the bot could not read.
undecryptable = I could not decrypt a message here: my device did not get its key. If it was a command, send it again in a moment (your client may need to share its keys with my device), or use an unencrypted room.

# Branch matrix-fr: the terminal's own words.
# Where there are no buttons, the commands they would send; $commands: `accept`, `decline`.
terminal-you-can-type = (you can type: { $commands })
# A board image or a file the terminal wrote; $path: where.
terminal-image = image: { $path }
terminal-file = file: { $path }
# `as NAME`: who types from now on.
terminal-you-are = You are now { $name }.
terminal-as-usage = usage: as NAME (one word)

# Branch words: what an argument must be (arg-takes), a piece of a side.
takes-days = a number of days per move from 1 to 60, like `days 3`
takes-clock = minutes and seconds per move, like `clock 15+10` (1 to 180 minutes, 0 to 60 seconds)
takes-setup = an arrangement like UQKFOLGD, or `random`
takes-fen = a position text
takes-game-number = #12
# "White Knight": $color is color-white or color-black, $piece a piece's name.
piece-of-side = { $color } { $piece }
# The decimal mark of numbers with a fraction ("1.5 pawns"); the sign is kept.
number-decimal-mark = .
# A piece name typed (`piece GAME NAME`) that starts several pieces' names: $candidates
# their names, joined with list-or.
piece-name-ambiguous = `{ $text }` could be the { $candidates }; write more of its name, or its letter.
# fe-lang: the front ends' own words.
# The text alternative of a board image (screen readers, notifications).
board-image-alt = { $move ->
    [0] { $game }, game #{ $id }: the board at the start.
   *[other] { $game }, game #{ $id }: the board after move { $move }.
}
