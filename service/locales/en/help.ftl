# acedrex — English: the help pages (`help`, `help COMMAND`) and the rules summaries
# (`rules GAME`). Command words and notation in `code` stay as they are.

## `help`: the command list

help-overview-head = **acedrex commands**, as you type them here (`play …`):
# $usage: the command's short usage line; $brief: cmd-NAME-brief.
help-overview-line = - `{ $usage }` — { $brief }
help-overview-games = Games are named like `#12`: add `#ID` when a command could mean several of your games.
help-overview-variants = Variants: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. `help COMMAND` for details.

## `help COMMAND`

help-command-head = **{ $command }** — `{ $usage }`
help-game-arg = `#GAME`: the game id, e.g. `#12`; needed only when you have several games here (the bot lists them).
# $examples: examples in `code`, joined with ", ".
help-examples = **Examples:** { $examples }
help-who = **Who:** { $who }
help-unknown = There is no command `{ $word }`.
help-did-you-mean = Did you mean `{ $guess }`?
help-commands = Commands: { $commands }. `help COMMAND` explains one.

## `rules GAME`

# $last_file: the board's last file letter.
rules-head = **{ $game }** (`{ $key }`) — { $origin }. Board **{ $width }×{ $height }** (a–{ $last_file }, 1–{ $height }); White moves first.
rules-pieces = **Pieces**
# $moves: piece-KEY-summary or the game's own words for it.
rules-piece-line = - { $letter } { $piece } — { $moves }
rules-setup = **Setup** — { $line }
rules-special = **Special rules**
rules-special-line = - { $line }
rules-end = **End** — { $end }
rules-end-checkmate = checkmate wins
rules-end-abdication = checkmate wins when no abdication is possible
rules-end-succession = checkmate wins when no succession is possible
rules-end-stalemate-loses = ; **stalemate: the stalemated side loses**
rules-end-bare-king = ; **bare King**: leaving the opponent only its King, while you have more, wins at once
# $stalemate: yes when stalemate is a draw in this game.
rules-end-draws = . Draws: { $stalemate ->
    [yes] stalemate,{" "}
   *[no] {""}
}threefold repetition, 100 plies without capture or Pawn move, two bare Kings, agreement.
rules-footer = `piece { $key } { $example }`: a piece's moves; `help move`: the notation.

## `lang`

cmd-lang-brief = the language I answer you in
cmd-lang-detail-1 = `lang es`, `lang fr`, `lang de` or `lang en`: I answer you in Spanish, French, German or English from now on, on every platform. `lang` alone says which.
cmd-lang-who = anyone.

## Each command's help: brief, detail lines, who may use it

cmd-play-brief = challenge a player, the bot or the channel
cmd-play-detail-1 = Start a game by challenging someone.
cmd-play-detail-2 = `VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (also zanzibar, acedrex, tamerlane…).
cmd-play-detail-3 = `@opponent`: that player must `accept` (or `decline`). `bot`: the bot accepts at once. No opponent: an open challenge anyone in the channel may accept.
cmd-play-detail-4 = `white|black|random`: your colour (default random).
cmd-play-detail-5 = `days N`: correspondence, at most N days per move (the default between people: `days 3`). `clock M+S`: a live clock, M minutes each plus S seconds per move (`clock 15+10`), started after each side's first move. Out of time loses (a draw if the opponent has only a King left).
cmd-play-detail-6 = `level N`: the bot's strength, 1 (weakest) to 8, default 5.
cmd-play-detail-7 = `setup ARRANGEMENT|random`: Zanzibar only, fixes the arrangement now; otherwise Black chooses it with `setup` before White's first move.
cmd-play-detail-8 = `fen FEN`: start from a custom position (written last).
cmd-play-who = anyone.
cmd-accept-brief = accept a challenge
cmd-accept-detail-1 = Accept a challenge made to you, or an open challenge in this channel; the game starts.
cmd-accept-who = the challenged player; anyone but the challenger for an open challenge.
cmd-decline-brief = refuse a challenge
cmd-decline-detail-1 = Refuse a challenge made to you.
cmd-decline-who = the challenged player.
cmd-cancel-brief = withdraw your challenge
cmd-cancel-detail-1 = Withdraw a challenge you made that nobody has accepted yet.
cmd-cancel-who = the challenger.
cmd-move-brief = play a move (or just type it: `e4`, `Nf3`)
cmd-move-detail-1 = Play a move. In a channel where you have exactly one game, just type the move.
cmd-move-detail-2 = Algebraic: `e4`, `exd5`, `Nf3`, `Rxb10`, `Nbd2`, `b12=Q`; `x`/`:` optional, `+ # ! ?` ignored; lower-case letters where that reads one way.
cmd-move-detail-3 = Long algebraic: `e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`. Piece names work too: `Lion f5xg6`.
cmd-move-detail-4 = Castling: `O-O`, `O-O-O` (or `0-0`, `0-0-0`).
cmd-move-detail-5 = Perfect 12 Lion: `Lf5xg6-h7`, `Lf5xg6xh7`, igui `Lf5xg6-f5`, pass `Lf5-f5` (long: `f5g6h7`). KMF Archer shot: `Aa1xa11`.
cmd-move-detail-6 = Abdication (KMF) / succession (Tamerlane II): `Je1=K` or `# Je1=K`.
cmd-move-detail-7 = A move that is not legal gets a reason: no such piece, it cannot go there, it leaves the King in check, ambiguous (with the candidates)…
cmd-move-who = a player of the game, on their turn.
cmd-setup-brief = Zanzibar: Black chooses the arrangement
cmd-setup-detail-1 = Zanzibar only: Black chooses the arrangement of the central back pieces before White's first move; White gets the same on the same files.
cmd-setup-detail-2 = XL: the letters on e1 f1 g1 h1 e2 f2 g2 h2, e.g. `UQKFOLGD`. S: the letters on e1 f1 g1 h1 f2 g2, e.g. `FQKULG`.
cmd-setup-detail-3 = King, Queen, Eagle (G) and Lion go on the f/g files; Duchess (D), Sorceress (O), Rhinoceros (U), Buffalo (F) on the e/h files (S: only U and F, on e1 h1).
cmd-setup-detail-4 = `random` picks one. Without a choice the defaults above are used.
cmd-setup-who = the Black player, before White's first move.
cmd-board-brief = show the board
cmd-board-detail-1 = Show the board image of a game, with the last move marked.
cmd-board-who = anyone.
cmd-flip-brief = the board turned the other way, for you only
cmd-flip-detail-1 = Show a game's board with the other side at the bottom, or with the side you name. Only you see it where the platform allows (Discord); the game's board stays as it is.
cmd-flip-who = anyone.
cmd-moves-brief = legal moves, or one piece's moves as an image
cmd-moves-detail-1 = Without a square: the list of legal moves.
cmd-moves-detail-2 = With a square: an image of the board with that piece's legal moves marked.
cmd-moves-who = anyone.
cmd-hint-brief = the bot suggests a move (games against the bot)
cmd-hint-detail-1 = The bot suggests a move for you. Only in games against the bot.
cmd-hint-who = the player facing the bot.
cmd-resign-brief = give up the game
cmd-resign-detail-1 = Resign: your opponent wins.
cmd-resign-who = a player of the game.
cmd-abort-brief = call a game off before both sides have moved
cmd-abort-detail-1 = Abort a game that has just begun, before both sides have moved: it ends with no result, unrated, and counts in no statistics or leaderboard.
cmd-abort-detail-2 = Once both sides have moved, `resign` or offer a `draw` instead.
cmd-abort-who = a player of the game.
cmd-rematch-brief = the same game again, colours swapped
cmd-rematch-detail-1 = After a game (finished or aborted): challenge the same opponent to the same game with the same time control, rated or not as before, colours swapped. They `accept` it as any challenge; the bot accepts at once.
cmd-rematch-detail-2 = Without `#GAME`: your last finished game in this channel. One rematch of a game may wait at a time.
cmd-rematch-who = a player of the finished game.
cmd-draw-brief = offer or accept a draw
cmd-draw-detail-1 = Offer a draw; your opponent accepts by typing `draw` too.
cmd-draw-who = a player of the game.
cmd-takeback-brief = ask to take back your last move
cmd-takeback-detail-1 = Ask to take back your last move; your opponent agrees with `takeback`. The bot agrees at once.
cmd-takeback-who = a player of the game.
cmd-claim-brief = win a game your opponent abandoned
cmd-claim-detail-1 = Win a game your opponent abandoned: in a game without a time control, when it is their turn and they have not moved for the configured time (72 hours by default).
cmd-claim-detail-2 = A game with a time control (days a move, or a clock) is decided by its clock instead: when the opponent's time runs out they lose on time, with no claim needed; until then `claim` says how long they have.
cmd-claim-who = the player waiting for the move.
cmd-games-brief = open games and challenges in this channel
cmd-games-detail-1 = List the games in progress and the open challenges in this channel, with their ids.
cmd-games-who = anyone.
cmd-record-brief = the game record file
cmd-record-detail-1 = Send the game record (PGN-like: tags and the moves in algebraic notation).
cmd-record-who = anyone.
cmd-gif-brief = an animated GIF of the game
cmd-gif-detail-1 = Send an animated GIF of the game so far, move by move.
cmd-gif-who = anyone.
cmd-rules-brief = a game's rules
cmd-rules-detail-1 = A summary of a game's rules: board, pieces, setup, special rules, how it ends.
cmd-rules-who = anyone.
cmd-piece-brief = how a piece moves, with a diagram
cmd-piece-detail-1 = A movement diagram and description of a piece. `PIECE`: its letter or its name.
cmd-piece-who = anyone.
cmd-stats-brief = ratings and results
cmd-stats-detail-1 = A player's rating per game (Glicko-2) and wins, draws and losses; yours without `@player`.
cmd-stats-who = anyone.
cmd-leaderboard-brief = the best-rated players of a game
cmd-leaderboard-detail-1 = The highest-rated players of a game.
cmd-leaderboard-who = anyone.
cmd-analyse-brief = mistakes, blunders and an evaluation graph of a finished game
cmd-analyse-detail-1 = The engine goes through a finished game, marks each side's mistakes (`?`) and blunders (`??`) with the move it would have played, and sends a graph of the evaluation.
cmd-analyse-detail-2 = It takes up to a minute for long games; `analyse stop` cancels it.
cmd-analyse-who = anyone, once the game is over.
cmd-remind-brief = reminders when it is your move
cmd-remind-detail-1 = When you have had the move for a day (and again before a correspondence deadline), the bot reminds you once where you play. `remind off` stops that for all your games.
cmd-remind-who = anyone, for themselves.
cmd-help-brief = this list, or one command in full
cmd-help-detail-1 = Without a word: every command. With one: its usage, arguments and examples.
cmd-help-who = anyone.
cmd-as-brief = terminal: switch the player you type as
cmd-as-detail-1 = Terminal only: from now on you type as player NAME. Name opponents `@NAME`.
cmd-as-who = the terminal user.
cmd-quit-brief = terminal: leave (games are kept)
cmd-quit-detail-1 = Terminal only: end the session. Games are saved and go on next time.
cmd-quit-who = the terminal user.
