# acedrex — français : les tournois (messages de la branche `tour`, ids et variables de son
# texts/messages.rs). Vocabulaire : docs/i18n/glossary-fr.md (tournoi, ronde, appariement,
# exempt, classement, départage, Buchholz, Sonneborn-Berger, système suisse, toutes rondes).
# $format : swiss, roundrobin ou arena ; $rated : rated ou casual ; $time : la cadence
# (texte fourni par le code) ; $rounds, $minutes : 0 quand le tournoi n'en a pas.

# Au début d'une partie de tournoi à la pendule, et quand un camp n'a jamais joué.
tournament-clocks-start-after-first-moves = Les pendules ne démarrent qu'après le premier coup de chaque camp : aucun temps ne s'écoule avant. Dans le tournoi #{ $tournament }, un camp qui n'a pas joué son premier coup dans un délai de { $seconds } perd la partie par forfait.
forfeit-no-first-move = La partie #{ $id } est terminée : { $who } ({ $side }) n'a pas joué de premier coup dans un délai de { $seconds } et la perd par forfait dans le tournoi #{ $tournament }.

tournament-created = Tournoi #{ $id } créé par { $organiser } : { $game }, { $format ->
    [swiss] système suisse
    [roundrobin] toutes rondes
   *[arena] arène
}{ $format ->
    [arena] { $minutes ->
        [0] {""}
        [one] , { $minutes } minute
       *[other] , { $minutes } minutes
    }
   *[other] { $rounds ->
        [0] {""}
        [one] , { $rounds } ronde
       *[other] , { $rounds } rondes
    }
}, { $time }, { $rated ->
    [rated] classé
   *[casual] amical
}. Inscrivez-vous avec `tournament join #{ $id }` ; { $organiser } le lance avec `tournament start #{ $id }`.
tournament-joined = { $who } s'inscrit au tournoi #{ $id } ({ $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}).
tournament-left = { $who } quitte le tournoi #{ $id }.
tournament-withdrawn = Tournoi #{ $id } : retrait, plus d'appariement pour { $who } ; ses parties jouées comptent toujours.
tournament-started = Le tournoi #{ $id } commence avec { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}{ $rounds ->
    [0] { $minutes ->
        [0] {""}
        [one] { " " }pour { $minutes } minute
       *[other] { " " }pour { $minutes } minutes
    }
    [one] { " " }en { $rounds } ronde
   *[other] { " " }en { $rounds } rondes
}.
tournament-round = Tournoi #{ $id }, ronde { $round }{ $rounds ->
    [0] {""}
   *[other] { " " }sur { $rounds }
} :
tournament-pairing = { $board }. { $white } (Blancs) contre { $black } (Noirs){ $game ->
    [0] {""}
   *[other] { " " }(partie #{ $game })
}
tournament-pairing-forfeit = { $board }. { $white } (Blancs) contre { $black } (Noirs) : { $score }, non jouée (forfait, joueur retiré)
tournament-bye = Exempt (un point) : { $who }
tournament-arena-pairing = Tournoi #{ $id } : { $white } (Blancs) contre { $black } (Noirs), partie #{ $game }.
tournament-result = Tournoi #{ $id } : { $white } – { $black } { $score } (partie #{ $game }).
tournament-window-closed = Tournoi #{ $id } : le temps est écoulé, plus de nouvelles parties. { $playing ->
    [one] { $playing } partie encore en cours compte
   *[other] { $playing } parties encore en cours comptent
} toujours.
# $winner : le ou les noms à la première place, séparés par « , ».
tournament-finished = Le tournoi #{ $id } est terminé. { $winners ->
        [one] Victoire
       *[other] Victoire partagée
    } : { $winner }. Classement final :
tournament-standings-title = Tournoi #{ $id } ({ $game }), classement { $finished ->
    [yes] final
   *[no] { $round ->
        [0] avant la fin de la première ronde
       *[other] après la ronde { $round }
    }
} :
tournament-standing = { $rank }. { $name }{ $withdrawn ->
    [yes] { " " }(retrait)
   *[no] {""}
} : { $points } (Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger })
tournament-arena-standing = { $rank }. { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}){ $streak ->
    [0] {""}
    [1] {""}
   *[other] { " " }🔥
}
tournament-page = Page du tournoi : { $url }
tournament-entrants = Le tournoi #{ $id } n'a pas commencé ; joueurs : { $players ->
    [0] personne pour l'instant
   *[other] { $names }
}.
tournament-paused = { $paused ->
    [yes] { $who } fait une pause dans le tournoi #{ $id } : plus d'appariement jusqu'au prochain `pause`.
   *[no] { $who } reprend le tournoi #{ $id } : prochain appariement dès que quelqu'un est libre.
}
tournament-waiting = Tournoi #{ $id } : { $who } attend un adversaire libre.

## Refus

tournament-unknown = Il n'y a pas de tournoi #{ $id }.
tournament-none-here = Il n'y a aucun tournoi dans ce salon : `tournament create VARIANT swiss|roundrobin|arena` en crée un.
tournament-which = Quel tournoi ? Précisez-le : { $tournaments }.
tournament-organiser-only = Seul l'organisateur du tournoi #{ $id }, { $organiser }, peut faire `{ $action }`.
tournament-already-started = Le tournoi #{ $id } a déjà commencé : un système suisse ou un toutes rondes n'accepte plus de joueurs une fois les appariements faits.
tournament-not-running = Le tournoi #{ $id } n'a pas encore commencé.
tournament-over = Le tournoi #{ $id } est terminé.
tournament-too-few = Le tournoi #{ $id } a { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} ; il lui en faut au moins { $needed } pour commencer.
tournament-already-in = Vous participez déjà au tournoi #{ $id }.
tournament-not-in = { $who } ne participe pas au tournoi #{ $id }.
tournament-pause-arena-only = Le tournoi #{ $id } n'est pas une arène : seuls les joueurs d'une arène font `pause`.
tournament-option-not-for = `{ $option }` ne s'applique pas à un tournoi { $format ->
    [swiss] au système suisse
    [roundrobin] toutes rondes
    [arena] en arène
   *[other] { $format }
}.
tournament-only-for-create = `{ $option }` sert à `tournament create`, pas à `tournament { $action }`.
tournament-create-needs = `tournament create` a besoin de { $what } : `tournament create VARIANT swiss|roundrobin|arena`, par exemple `tournament create shako swiss rounds 3 clock 10+5`.
tournament-withdraw-whom = Qui ? `tournament withdraw @player #T`.
tournament-game-abort = Une partie de tournoi ne s'annule pas : abandonnez-la (`resign`) ; un joueur qui ne joue jamais la perd par forfait.
tournament-player-option = `@player` sert à `tournament withdraw`, pas à `tournament { $action }`.

## Image du classement et page du tournoi

tournament-format-swiss = système suisse
tournament-format-roundrobin = toutes rondes
tournament-format-arena = arène
tournament-status-open = inscriptions ouvertes
tournament-status-round = ronde { $round } sur { $rounds }
tournament-status-playing = en cours
tournament-status-final = classement final
# Titre de l'image du classement : « Shako · système suisse · #3 · classement final ».
standings-title = { $game } · { $format } · #{ $id } · { $status }
standings-heading-rank = #
standings-heading-player = Joueur
standings-heading-points = Points
standings-heading-buchholz = Buchholz
# Sonneborn-Berger, en abrégé comme sur les grands serveurs.
standings-heading-sb = SB
standings-heading-streak = Série
# Victoires, nulles, défaites.
standings-heading-wdl = V-N-D
standings-withdrawn = retrait
tournament-page-title = { $game }, { $format } · tournoi #{ $id }
tournament-rated = classé
tournament-casual = amical
# $rounds, $minutes : la durée (0 s'il n'y en a pas : un tournoi a des rondes ou des minutes).
tournament-page-about =
    Organisé par { $organiser } · { $time } · { $rated }{ $rounds ->
        [0]
            { $minutes ->
                [0] {""}
                [one] { " " }· { $minutes } minute
               *[other] { " " }· { $minutes } minutes
            }
        [one] { " " }· { $rounds } ronde
       *[other] { " " }· { $rounds } rondes
    }
tournament-page-standings = Classement
tournament-page-games = Parties
tournament-page-round = Ronde { $round }
tournament-page-bye = Exempt : { $name }
tournament-page-playing = en cours
tournament-page-not-begun = pas encore commencée
tournament-page-no-games = Pas encore de parties : les rondes sont appariées quand le tournoi commence.
tournament-page-image-alt = Le classement du tournoi #{ $id }, { $status }
tournament-page-not-found-title = Tournoi introuvable
tournament-page-not-found = Il n'y a pas de tournoi à cette adresse. Les pages de tournoi sont à /tournament/ID, où ID est le numéro du tournoi (#3 dans le salon) ; le bot donne l'adresse de la page de chaque tournoi.
tournament-page-footer = Tournoi #{ $id } · joué avec acedrex

## Aide et commande slash `tournament` (ids sur le modèle de help.ftl et images.ftl :
## cmd-NAME-brief, cmd-NAME-detail-N, cmd-NAME-who, slash-NAME ; textes de commands.rs de `tour`)

cmd-tournament-brief = tournois : système suisse, toutes rondes, arène
cmd-tournament-detail-1 = `tournament create VARIANT swiss|roundrobin|arena [rounds N | minutes N] [days N | clock M+S] [rated|casual]` : un tournoi dans ce salon, numéroté `#T` ; vous en êtes l'organisateur.
cmd-tournament-detail-2 = `tournament join|leave [#T]` : s'inscrire ou se retirer. `tournament start [#T]` (l'organisateur) : apparie la ronde 1 et lance ses parties.
cmd-tournament-detail-3 = `tournament standings|pairings [#T]` : le classement (points, Buchholz, Sonneborn-Berger ; points d'arène) ou les appariements de la ronde en cours.
cmd-tournament-detail-4 = `tournament withdraw @player [#T]` (l'organisateur) : ce joueur n'est plus apparié ; ses parties jouées comptent.
cmd-tournament-detail-5 = `tournament pause [#T]` (arène) : ne plus être apparié ; une seconde fois pour revenir.
cmd-tournament-detail-6 = Système suisse : groupes de points, moitié haute contre moitié basse, jamais deux fois le même appariement, couleurs équilibrées, un exempt (un point) si le nombre de joueurs est impair ; nombre de rondes par défaut : log2(joueurs)+1. Toutes rondes : tables de Berger. Arène : pendant la durée prévue, nouvel appariement dès que votre partie se termine ; victoire 2, nulle 1, le double après deux victoires de suite.
cmd-tournament-detail-7 = Chaque partie est une partie normale (`days N` ou `clock M+S`, `days 3` par défaut) ; un joueur qui ne joue jamais la perd par forfait. `#T` peut être omis s'il n'y a qu'un tournoi dans le salon, ou dans le fil d'une partie de tournoi.
cmd-tournament-who = tout le monde crée des tournois et s'y inscrit ; l'organisateur les lance et retire des joueurs.
slash-tournament = Tournois : créer, s'inscrire, se retirer, lancer, classement, appariements, retrait, pause
slash-tournament-action = create, join, leave, start, standings, pairings, withdraw ou pause
slash-tournament-format = create : swiss, roundrobin ou arena
slash-tournament-player = withdraw : le joueur
slash-tournament-rated = create : classé (par défaut) ou non
slash-tournament-variant = create : le jeu
slash-tournament-rounds = create : rondes du système suisse (par défaut : selon le nombre de joueurs)
slash-tournament-minutes = create : durée d'une arène en minutes (30 par défaut)
slash-tournament-days = create : jours par coup
slash-tournament-clock = create : pendule en direct, minutes+secondes par coup

# Branche words : la cadence d'un tournoi (tournament-created, tournament-page-about).
tournament-time-clock = pendule { $minutes }+{ $increment }
tournament-time-days = { $days ->
    [one] 1 jour
   *[other] { $days } jours
} par coup
