# acedrex — English: words on board images, the evaluation graph, game cards and pages,
# button labels, and the slash commands' descriptions (Discord).

## Buttons

label-accept = Accept
label-decline = Decline
label-board = Board
label-offer-draw = Offer draw
label-accept-draw = Accept draw
label-agree = Agree
label-resign = Resign
label-takeback = Takeback
label-legal-moves = Legal moves
label-flip = Flip
label-analyse = Analyse
label-abort = Abort
label-rematch = Rematch

## Titles and cards

game-title = { $game } · game #{ $id }
# The board image's title bar; $when: image-move or how the game ended.
image-title = { $game } · #{ $id } · { $when } · { $white } vs { $black }
image-move = move { $number }
# Live clocks on the title bar: W(hite) and B(lack).
image-clocks = W { $white_clock } · B { $black_clock }
game-aborted = Game aborted
# How a game that is over ended, short: "White wins by checkmate (1-0)".
game-ended = { $result } ({ $score })
board-white-to-move = White (upper case) to move
board-black-to-move = Black (lower case) to move
gif-title = { $game } · #{ $id }
bot-name = the bot (level { $level })
card-players = White: **{ $white }** · Black: **{ $black }**
card-move = Move { $number } · { $state }
card-last-move = Last move: **{ $san }**
state-aborted = Game aborted: no result, unrated
state-over = Game over: { $result } ({ $score })
state-setup = { $black } (Black) chooses the setup
state-to-move = { $who } ({ $side }) to move
state-to-move-check = { $who } ({ $side }) to move — check!
time-clock = Clock ({ $minutes }+{ $increment }): White { $white_clock } · Black { $black_clock }
time-days = { $who } has { $left } to move ({ $days } { $days ->
    [one] day
   *[other] days
} a move).

## The evaluation graph and movement diagrams

graph-title = #{ $id } · { $game } · evaluation
legend-moves-or-captures = moves or captures
legend-moves-only = moves only
legend-captures-only = captures only
# branch images: a movement diagram's title, the piece and its game.
diagram-title = { $piece } — { $game }

## Game pages

page-board-title = { $game } · #{ $id } · { $when }
page-after-white = after { $number }. { $san }
page-after-black = after { $number }... { $san }
page-at-start = at the start
page-challenge = A challenge from { $challenger } to { $challenged }, not accepted yet.
page-open-challenge = An open challenge from { $challenger }.
page-players = White: { $white } · Black: { $black }
page-board-alt = The board after { $at }
page-first = « start
page-back = ‹ back
page-next = next ›
page-last = end »
page-record = Record (PGN)
page-animation = Animation (GIF)
page-footer = Game #{ $id } · begun { $date } · played with acedrex
# branch images: the page's step bar and the board's description at the start.
page-board-alt-start = The board after the start
page-step-start = start
page-step-of = { $at } of { $plies }

## Slash commands: each command's description, and its options'

slash-play = Start a game: challenge a player, anyone here, or the bot
slash-play-variant = The game
slash-play-opponent = Who you challenge (nobody: anyone here)
slash-play-bot = Play against the bot
slash-play-color = Your colour
slash-play-days = Correspondence: days per move (default 3 between people)
slash-play-clock = A live clock: minutes+seconds per move, e.g. 15+10
slash-play-level = The bot's level, 1 to 8
slash-play-setup = Zanzibar: the arrangement (UQKFOLGD) or random
slash-play-fen = Start from this position
slash-accept = Accept a challenge
slash-decline = Decline a challenge made to you
slash-cancel = Withdraw your challenge
slash-move = Play a move: e4, Nf3, O-O, Lf5xg6-h7
slash-move-text = The move
slash-setup = Zanzibar: Black chooses the arrangement
slash-setup-arrangement = UQKFOLGD, FQKULG or random
slash-board = Show the board
slash-flip = The board turned the other way, for you only
slash-flip-side = The side at the bottom
slash-moves = The legal moves, or one piece's moves on the board
slash-moves-square = A piece's square, e.g. f5
slash-hint = The bot suggests a move (games against the bot)
slash-resign = Give up the game
slash-abort = Call a game off before both sides have moved (no result)
slash-rematch = The same game again against the same opponent, colours swapped
slash-draw = Offer or accept a draw
slash-takeback = Ask to take back your last move, or agree
slash-claim = Win a game your opponent abandoned
slash-games = Games and challenges in this channel
slash-record = The game record file
slash-gif = The game as an animated GIF
slash-rules = A game's rules
slash-rules-variant = The game
slash-piece = How a piece moves, with a diagram
slash-piece-variant = The game
slash-piece-piece = Its letter or name
slash-stats = Ratings and results
slash-stats-player = Whose (yours without)
slash-leaderboard = The best-rated players of a game
slash-leaderboard-variant = The game
slash-analyse = After a game: the engine marks mistakes and blunders, with a graph
slash-analyse-stop = Stop an analysis under way
slash-remind = Turn reminders that it is your move on or off
slash-remind-setting = on or off
slash-help = The commands, or one in full
slash-help-command = A command to explain
slash-as = Terminal: switch the player you type as
slash-as-name = The player
slash-quit = Terminal: leave (games are kept)
slash-lang = The language I answer you in
slash-lang-language = es, fr, de or en

# branch discord-es: the `game` option every command that takes #GAME gets, and the
# names of the options' choices (Discord shows them; the value sent stays the word).
slash-game = The game's number (#12), when you have several
slash-choice-white = White
slash-choice-black = Black
slash-choice-random = Random
slash-choice-on = On
slash-choice-off = Off
slash-choice-create = Create
slash-choice-join = Join
slash-choice-leave = Leave
slash-choice-start = Start
slash-choice-standings = Standings
slash-choice-pairings = Pairings
slash-choice-withdraw = Withdraw a player
slash-choice-pause = Pause (arena)
slash-choice-swiss = Swiss
slash-choice-roundrobin = Round robin
slash-choice-arena = Arena
slash-choice-rated = Rated
slash-choice-casual = Casual

# The slash commands' names as Discord shows them (`name_localizations`): lower case,
# one word; players may also type them after `!`. English: the command itself.
slash-name-play = play
slash-name-accept = accept
slash-name-decline = decline
slash-name-cancel = cancel
slash-name-move = move
slash-name-setup = setup
slash-name-board = board
slash-name-flip = flip
slash-name-moves = moves
slash-name-hint = hint
slash-name-resign = resign
slash-name-abort = abort
slash-name-rematch = rematch
slash-name-draw = draw
slash-name-takeback = takeback
slash-name-claim = claim
slash-name-games = games
slash-name-record = record
slash-name-gif = gif
slash-name-rules = rules
slash-name-piece = piece
slash-name-stats = stats
slash-name-leaderboard = leaderboard
slash-name-analyse = analyse
slash-name-remind = remind
slash-name-tournament = tournament
slash-name-lang = lang
slash-name-help = help

# lang-audit: the web pages' error pages.
page-not-found-title = No such game
page-not-found = There is no game at this address. Game pages are at /game/ID, where ID is the game's number (#12 in chat); the bot gives the address of each game's page.
page-bad-request-title = Bad request
page-bad-ply = `ply` must be a number of plies (0 is the start).
page-no-such-ply-title = No such move
page-no-such-ply = This game has { $plies } { $plies ->
        [one] ply
       *[other] plies
    }; `ply` goes from 0 to { $plies }.
page-unreadable-title = Unreadable game
page-unreadable = This game's record cannot be read.
page-failed-title = Something went wrong
page-failed = The page could not be made. Try again in a moment.
page-busy-title = Busy
page-busy = Many pages are being made just now. Try again in a few seconds.
