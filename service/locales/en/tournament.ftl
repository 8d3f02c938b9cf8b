# acedrex — English: tournaments (ids and variables of service/src/texts/messages.rs on
# `main`; each text as the Rust writes it). $game: the game's name (games.ftl);
# $format: swiss, roundrobin or arena; $rated: rated or casual; $rounds, $minutes, $game
# (in tournament-pairing): 0 when there are none; $finished, $withdrawn, $paused: yes or no.

## Announcements

tournament-created =
    Tournament #{ $id } created by { $organiser }: { $game }, { $format ->
        [swiss] Swiss
        [roundrobin] round robin
       *[arena] arena
    }{ $rounds ->
        [0] { "" }
        [one] , 1 round
       *[other] , { $rounds } rounds
    }{ $minutes ->
        [0] { "" }
        [one] , 1 minute
       *[other] , { $minutes } minutes
    }, { $time }, { $rated ->
        [rated] rated
       *[casual] casual
    }. Join with `tournament join #{ $id }`; { $organiser } starts it with `tournament start #{ $id }`.
tournament-joined = { $who } joins tournament #{ $id } ({ $players } { $players ->
    [one] player
   *[other] players
}).
tournament-left = { $who } leaves tournament #{ $id }.
tournament-withdrawn = { $who } is withdrawn from tournament #{ $id }: not paired again; their games played still count.
tournament-started =
    Tournament #{ $id } starts with { $players } { $players ->
        [one] player
       *[other] players
    }{ $rounds ->
        [0]
            { $minutes ->
                [0] { "" }
                [one] { " " }for 1 minute
               *[other] { " " }for { $minutes } minutes
            }
        [one] { " " }over 1 round
       *[other] { " " }over { $rounds } rounds
    }.
tournament-round =
    Tournament #{ $id }, round { $round }{ $rounds ->
        [0] { "" }
       *[other] { " " }of { $rounds }
    }:
tournament-pairing =
    { $board }. { $white } (White) vs { $black } (Black){ $game ->
        [0] { "" }
       *[other] { " " }(game #{ $game })
    }
tournament-pairing-forfeit = { $board }. { $white } (White) vs { $black } (Black): { $score }, not played (withdrawn)
tournament-bye = Bye (a point): { $who }
tournament-arena-pairing = Tournament #{ $id }: { $white } (White) vs { $black } (Black), game #{ $game }.
tournament-result = Tournament #{ $id }: { $white } – { $black } { $score } (game #{ $game }).
tournament-window-closed = Tournament #{ $id }: time is up, no new games. { $playing } { $playing ->
    [one] game
   *[other] games
} still under way count.
# $winner: the names on the first rank, joined with ", ". The Rust says "Winner" for one
# name and "Winners" for several; with no number to choose by, this says "Winners" (as
# the golden transcript, a tie, does).
tournament-finished = Tournament #{ $id } is over. { $winners ->
        [one] Winner
       *[other] Winners
    }: { $winner }. Final standings:
tournament-standings-title =
    Tournament #{ $id } ({ $game }), { $finished ->
        [yes] final standings
       *[no]
            { $round ->
                [0] standings before the first round ends
               *[other] standings after round { $round }
            }
    }:
tournament-standing =
    { $rank }. { $name }{ $withdrawn ->
        [yes] { " " }(withdrawn)
       *[no] { "" }
    }: { $points } (Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger })
tournament-arena-standing =
    { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    } ({ $games } { $games ->
        [one] game
       *[other] games
    }){ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }🔥
    }
tournament-page = Tournament page: { $url }
tournament-entrants =
    Tournament #{ $id } has not started; players: { $players ->
        [0] nobody yet
       *[other] { $names }
    }.
tournament-paused =
    { $paused ->
        [yes] { $who } pauses in tournament #{ $id }: not paired again until `pause` again.
       *[no] { $who } is back in tournament #{ $id }: paired as soon as someone is free.
    }
tournament-waiting = Tournament #{ $id }: { $who } waits for a free opponent.
tournament-clocks-start-after-first-moves = The clocks start after each side's first move: no time runs before it. In tournament #{ $tournament }, a side that has not made its first move within { $seconds } loses the game by forfeit.
forfeit-no-first-move = Game #{ $id } is over: { $who } ({ $side }) did not make a first move within { $seconds } and loses it by forfeit in tournament #{ $tournament }.

## Refusals

tournament-unknown = There is no tournament #{ $id }.
tournament-none-here = There is no tournament in this channel: `tournament create VARIANT swiss|roundrobin|arena` makes one.
tournament-which = Which tournament? Name it: { $tournaments }.
tournament-organiser-only = Only the organiser of tournament #{ $id }, { $organiser }, may `{ $action }` it.
tournament-already-started = Tournament #{ $id } has already started: a Swiss or round robin takes no new players once paired.
tournament-not-running = Tournament #{ $id } has not started yet.
tournament-over = Tournament #{ $id } is over.
tournament-too-few = Tournament #{ $id } has { $players } { $players ->
    [one] player
   *[other] players
}; it needs at least { $needed } to start.
tournament-already-in = You are already in tournament #{ $id }.
tournament-not-in = { $who } is not in tournament #{ $id }.
tournament-pause-arena-only = Tournament #{ $id } is no arena: only an arena's players `pause`.
# $format: the format's command word (swiss, roundrobin, arena), as the Rust writes it.
tournament-option-not-for = `{ $option }` is not for a { $format } tournament.
tournament-only-for-create = `{ $option }` is for `tournament create`, not `tournament { $action }`.
# $what: "a game" or "a format".
tournament-create-needs = `tournament create` needs { $what }: `tournament create VARIANT swiss|roundrobin|arena`, like `tournament create shako swiss rounds 3 clock 10+5`.
tournament-withdraw-whom = Whom? `tournament withdraw @player #T`.
tournament-game-abort = A tournament game is not aborted: `resign` it (a player who never moves loses it by forfeit).
tournament-player-option = `@player` is for `tournament withdraw`, not `tournament { $action }`.

## The standings image and the tournament page

tournament-format-swiss = Swiss
tournament-format-roundrobin = Round robin
tournament-format-arena = Arena
tournament-status-open = open to join
tournament-status-round = round { $round } of { $rounds }
tournament-status-playing = under way
tournament-status-final = final standings
# The standings image's title: "Shako · Swiss · #3 · final standings".
standings-title = { $game } · { $format } · #{ $id } · { $status }
standings-heading-rank = #
standings-heading-player = Player
standings-heading-points = Points
standings-heading-buchholz = Buchholz
standings-heading-sb = SB
standings-heading-streak = Streak
# Wins, draws, losses.
standings-heading-wdl = W-D-L
standings-withdrawn = withdrawn
# The Rust puts the format after the game ("Shako Swiss · tournament #3"); the message
# has no $format, so this says the game only.
tournament-page-title = { $game } { $format } · tournament #{ $id }
tournament-rated = rated
tournament-casual = casual
# $rounds, $minutes: the length (0 when there is none: a tournament has rounds or minutes).
tournament-page-about =
    Organised by { $organiser } · { $time } · { $rated }{ $rounds ->
        [0]
            { $minutes ->
                [0] { "" }
                [one] { " " }· 1 minute
               *[other] { " " }· { $minutes } minutes
            }
        [one] { " " }· 1 round
       *[other] { " " }· { $rounds } rounds
    }
tournament-page-standings = Standings
tournament-page-games = Games
tournament-page-round = Round { $round }
tournament-page-bye = Bye: { $name }
tournament-page-playing = playing
tournament-page-not-begun = not begun
tournament-page-no-games = No games yet: the rounds are paired when the tournament starts.
tournament-page-image-alt = The standings of tournament #{ $id }, { $status }
tournament-page-not-found-title = No such tournament
tournament-page-not-found = There is no tournament at this address. Tournament pages are at /tournament/ID, where ID is the tournament's number (#3 in chat); the bot gives the address of each tournament's page.
tournament-page-footer = Tournament #{ $id } · played with acedrex

## The `tournament` command's help and slash command (ids as in help.ftl/images.ftl:
## cmd-NAME-brief, cmd-NAME-detail-N, cmd-NAME-who, slash-NAME; texts of commands.rs)

cmd-tournament-brief = Swiss, round robin, arena tournaments
cmd-tournament-detail-1 = `tournament create VARIANT swiss|roundrobin|arena [rounds N | minutes N] [days N | clock M+S] [rated|casual]`: a tournament in this channel, numbered `#T`; you are its organiser.
cmd-tournament-detail-2 = `tournament join|leave [#T]`: enter or leave. `tournament start [#T]` (the organiser): pairs round 1 and begins its games.
cmd-tournament-detail-3 = `tournament standings|pairings [#T]`: the table (points, Buchholz, Sonneborn-Berger; arena points) or the current round.
cmd-tournament-detail-4 = `tournament withdraw @player [#T]` (the organiser): that player is not paired again; their games played count.
cmd-tournament-detail-5 = `tournament pause [#T]` (arena): stop being paired, and again to come back.
cmd-tournament-detail-6 = Swiss: score groups, upper half against lower half, no pair twice, colours balanced, a bye (a point) when odd; rounds default to log2(players)+1. Round robin: Berger tables. Arena: during the window, paired again as soon as your game ends; a win 2, a draw 1, double after two wins in a row.
cmd-tournament-detail-7 = Each game is a normal game (`days N` or `clock M+S`, default `days 3`); a player who never moves loses it by forfeit. `#T` may be left out where there is one tournament in the channel, or in a tournament game's thread.
cmd-tournament-who = anyone creates and joins; the organiser starts and withdraws.
slash-tournament = Tournaments: create, join, leave, start, standings, pairings, withdraw, pause
slash-tournament-action = create, join, leave, start, standings, pairings, withdraw or pause
slash-tournament-format = create: swiss, roundrobin or arena
slash-tournament-player = withdraw: the player
slash-tournament-rated = create: rated (default) or not
slash-tournament-variant = create: the game
slash-tournament-rounds = create: Swiss rounds (default: from the players)
slash-tournament-minutes = create: an arena's length in minutes (default 30)
slash-tournament-days = create: days per move
slash-tournament-clock = create: a live clock, minutes+seconds per move

# Branch words: a tournament's time control (tournament-created, tournament-page-about).
tournament-time-clock = clock { $minutes }+{ $increment }
tournament-time-days = { $days ->
    [one] 1 day
   *[other] { $days } days
} a move
