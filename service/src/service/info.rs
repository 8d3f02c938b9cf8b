//! Looking: boards, legal moves, game lists, records, animations, rules, pieces,
//! ratings; and the board image every reply about a game carries.

use super::tables::Want;
use super::{Effects, Handled, Request, Service};
use crate::commands::{GameRef, Mention};
use crate::lock;
use crate::reply::{ascii_board, ActionKind, Attachment, Msg, Reply};
use crate::table::Table;
use crate::texts::images;
use crate::texts::lang::Lang;
use crate::texts::messages as msg;
use acedrex_render::{board_png, game_gif, GifTiming, Marker, RenderOptions};
use acedrex_rules::{Color, Game, Kind, Move, Square, VariantId};

impl Service {
    fn render_options(&self, t: &Table, game: &Game) -> RenderOptions {
        let pos = game.position();
        let mut opts = RenderOptions::for_variant(pos.variant());
        if let Some(s) = self.config.square {
            opts.square = s;
        }
        opts.theme = self.config.theme;
        opts.last_move = game.last_move();
        // Turned for the player to move when that player has Black.
        opts.flipped = pos.side_to_move() == Color::Black && !t.black().is_some_and(|b| b.bot);
        opts.title = Some(self.board_title(Lang::En, t, game));
        opts
    }

    /// The board image's title bar in `lang`: the game, the move or how it ended, the
    /// players, the live clocks.
    fn board_title(&self, lang: Lang, t: &Table, game: &Game) -> String {
        let mut title = images::image_title(lang, t, game);
        if let Some(clocks) = images::image_clocks(lang, t, self.clock.now()) {
            title.push_str(" · ");
            title.push_str(&clocks);
        }
        title
    }

    /// The board image drawn with `opts`, its title in `lang` (and in any other language
    /// when a reader of another one gets it: the titles are made now, so the clocks
    /// read the same).
    fn board_file(
        &self,
        t: &Table,
        game: &Game,
        opts: RenderOptions,
        name: String,
        lang: Lang,
    ) -> Attachment {
        let titles: Vec<(Lang, String)> = Lang::ALL
            .into_iter()
            .map(|l| (l, self.board_title(l, t, game)))
            .collect();
        let pos = game.position().clone();
        Attachment::image(name, "image/png", lang, move |l| {
            let mut opts = opts.clone();
            opts.title = titles
                .iter()
                .find(|(tl, _)| *tl == l)
                .map(|(_, title)| title.clone());
            board_png(&pos, &opts)
        })
    }

    /// The reply with the table's board image, its text board, and its view.
    pub(super) fn with_board(&self, mut reply: Reply, t: &Table, markers: Vec<Marker>) -> Reply {
        let Some(game) = t.game() else {
            return reply.about(t.view(self.clock.now()));
        };
        let mut opts = self.render_options(t, game);
        opts.markers = markers;
        let name = format!("acedrex-{}-{}.png", t.id, game.moves().len());
        reply
            .attachments
            .push(self.board_file(t, game, opts.clone(), name, Lang::En));
        reply.board = Some(ascii_board(
            game.position(),
            opts.flipped,
            msg::end_status(t, game),
        ));
        reply.bottom = Some(if opts.flipped {
            Color::Black
        } else {
            Color::White
        });
        if let Some(line) = msg::clock_line(t, self.clock.now()) {
            reply = reply.say("\n", line);
        }
        reply.about(t.view(self.clock.now()))
    }

    /// The board turned as asked (`bottom`), or as usual.
    pub(super) fn board_image(&self, t: &Table, game: &Game, bottom: Option<Color>) -> Reply {
        let mut opts = self.render_options(t, game);
        if let Some(b) = bottom {
            opts.flipped = b == Color::Black;
        }
        let bottom = if opts.flipped {
            Color::Black
        } else {
            Color::White
        };
        let mut reply = Reply::text(msg::turned(t.id, bottom));
        let name = format!(
            "acedrex-{}-{}-{}.png",
            t.id,
            game.moves().len(),
            msg::color_name(bottom).to_lowercase()
        );
        let flipped = opts.flipped;
        reply
            .attachments
            .push(self.board_file(t, game, opts, name, Lang::En));
        reply.board = Some(ascii_board(
            game.position(),
            flipped,
            msg::end_status(t, game),
        ));
        reply.bottom = Some(bottom);
        reply.about(t.view(self.clock.now()))
    }

    /// The buttons under a game in progress.
    pub(super) fn game_actions(reply: Reply, t: &Table) -> Reply {
        if !t.in_progress() {
            return reply;
        }
        reply
            .action(
                ActionKind::Board,
                msg::LABEL_BOARD,
                &format!("board #{}", t.id),
            )
            .action(
                ActionKind::OfferDraw,
                msg::LABEL_OFFER_DRAW,
                &format!("draw #{}", t.id),
            )
            .action(
                ActionKind::Resign,
                msg::LABEL_RESIGN,
                &format!("resign #{}", t.id),
            )
    }

    pub(super) fn board(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Look, "board", "board")?;
        let t = lock(&table);
        let text = msg::board_text(&t);
        let reply = self.with_board(Reply::text(text), &t, Vec::new());
        Ok(Self::game_actions(reply, &t))
    }

    /// `flip`: the board turned with `bottom` at the bottom, or the other way from how
    /// the game's board is shown; a view for the asker only.
    pub(super) fn flip(
        &self,
        fx: &Effects,
        req: &Request,
        g: GameRef,
        bottom: Option<Color>,
    ) -> Handled {
        let table = self.resolve(fx, req, g, Want::Look, "flip", "flip")?;
        let t = lock(&table);
        let Some(game) = t.game() else {
            return Err(Reply::text(msg::not_started(t.id)));
        };
        let bottom = bottom.unwrap_or_else(|| {
            if self.render_options(&t, game).flipped {
                Color::White
            } else {
                Color::Black
            }
        });
        let mut reply = self.board_image(&t, game, Some(bottom));
        reply.private = true;
        Ok(reply)
    }

    pub(super) fn moves(
        &self,
        fx: &Effects,
        req: &Request,
        g: GameRef,
        square: Option<&str>,
    ) -> Handled {
        let table = self.resolve(fx, req, g, Want::Any, "moves", "moves")?;
        let t = lock(&table);
        let Some(game) = t.game() else {
            return Err(Reply::text(msg::no_game()));
        };
        let pos = game.position();
        let legal = pos.legal_moves();
        let Some(sq) = square else {
            let sans: Vec<String> = legal.iter().map(|m| pos.san_with(*m, &legal)).collect();
            return Ok(Reply::text(msg::legal_moves(pos.side_to_move(), &sans))
                .about(t.view(self.clock.now())));
        };
        let v = pos.variant();
        let s = Square::parse(sq)
            .filter(|s| v.contains(*s))
            .ok_or_else(|| Reply::text(msg::not_a_square(sq, v.name)))?;
        let Some(piece) = pos.piece_at(s) else {
            return Err(Reply::text(msg::no_piece_on(&s.to_string())));
        };
        let mine: Vec<&Move> = legal.iter().filter(|m| m.from == s).collect();
        let (color, name) = (piece.color, v.piece_name(piece.kind));
        let text = if piece.color != pos.side_to_move() {
            msg::cannot_move_now(color, name, &s.to_string(), pos.side_to_move())
        } else if mine.is_empty() {
            msg::no_legal_move(color, name, &s.to_string())
        } else {
            let sans: Vec<String> = mine.iter().map(|m| pos.san_with(**m, &legal)).collect();
            msg::piece_can_play(color, name, &s.to_string(), &sans)
        };
        let mut markers = vec![Marker::Highlight(s)];
        markers.extend(Marker::for_moves(pos, s));
        Ok(self.with_board(Reply::text(text), &t, markers))
    }

    pub(super) fn games(&self, fx: &Effects, req: &Request) -> Handled {
        let ids = self.open_ids(fx, req)?;
        let (tables, problems) = self.open_tables(fx, ids);
        if tables.is_empty() && problems.is_empty() {
            return Ok(Reply::text(msg::no_games_here()));
        }
        let mut lines: Vec<Msg> = tables.iter().map(|t| msg::games_line(&lock(t))).collect();
        lines.extend(problems);
        Ok(Reply::text(Msg::lines(lines)))
    }

    pub(super) fn record(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Look, "record", "record")?;
        // Made from a copy: the game's lock is not held while the file is made.
        let t = lock(&table).clone();
        let file = self
            .record_file(&t)
            .ok_or_else(|| Reply::text(msg::no_game()))?;
        let plies = t.game().map_or(0, |g| g.moves().len());
        let mut reply = Reply::text(msg::record_of(t.id, plies)).about(t.view(self.clock.now()));
        reply.attachments.push(file);
        Ok(reply)
    }

    /// The record's `Site`: where the pages are, else just acedrex.
    fn site(&self) -> String {
        match self.config.page_base.as_deref() {
            Some(base) => base.trim_end_matches('/').to_string(),
            None => "acedrex".to_string(),
        }
    }

    /// The game's record with its tags, once it has a board.
    pub(super) fn record_file(&self, t: &Table) -> Option<Attachment> {
        let mut g = t.game()?.clone();
        g.set_tag("Event", "acedrex game");
        // Never the channel's id: it would publish where a private game was played.
        g.set_tag("Site", &self.site());
        g.set_tag("Date", &msg::date_text(t.created));
        g.set_tag("Round", &t.id.to_string());
        g.set_tag("White", t.white().map_or("?", |u| u.name.as_str()));
        g.set_tag("Black", t.black().map_or("?", |u| u.name.as_str()));
        Some(Attachment::file(
            format!("acedrex-{}.pgn", t.id),
            "application/x-chess-pgn",
            g.to_record().into_bytes(),
        ))
    }

    pub(super) fn gif(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Look, "gif", "gif")?;
        // Rendered from a copy: a long game's animation takes seconds, and the players'
        // moves must not wait for it.
        let t = lock(&table).clone();
        // Drawn once, in the asker's language (an animation takes seconds).
        let lang = self.lang_of(&req.user.id, req.locale.as_deref());
        let file = self
            .gif_file(&t, lang)
            .ok_or_else(|| Reply::text(msg::no_game()))?;
        let plies = t.game().map_or(0, |g| g.moves().len());
        let mut reply = Reply::text(msg::animation_of(t.id, plies)).about(t.view(self.clock.now()));
        reply.attachments.push(file);
        Ok(reply)
    }

    /// The game's animation, once it has a board, its title in `lang`.
    pub(super) fn gif_file(&self, t: &Table, lang: Lang) -> Option<Attachment> {
        let game = t.game()?.clone();
        let mut opts = self.render_options(t, &game);
        opts.square = 40;
        opts.flipped = false;
        let (variant, id) = (t.variant, t.id);
        Some(Attachment::image(
            format!("acedrex-{}.gif", t.id),
            "image/gif",
            lang,
            move |l| {
                let mut opts = opts.clone();
                opts.title = Some(images::gif_title(l, variant, id));
                game_gif(&game, &opts, GifTiming::default())
            },
        ))
    }

    pub(super) fn rules(&self, variant: Option<VariantId>) -> Handled {
        let Some(id) = variant else {
            return Ok(Reply::text(msg::games_list()));
        };
        Ok(Reply::text(msg::rules(id)))
    }

    pub(super) fn piece(&self, id: VariantId, piece: &str) -> Handled {
        let kind = piece_of(id, piece)?;
        let words = msg::piece(id, kind);
        let theme = self.config.theme;
        let name = format!(
            "{}-{}.png",
            id.id(),
            id.variant().piece_name(kind).to_lowercase()
        );
        let text = words.clone();
        let mut reply = Reply::text(words);
        reply
            .attachments
            .push(Attachment::image(name, "image/png", Lang::En, move |l| {
                let img = images::diagram(l, id, kind, 48, theme, &text.text_in(l));
                acedrex_render::encode_png(&img)
            }));
        Ok(reply)
    }

    pub(super) fn stats(&self, fx: &Effects, req: &Request, who: Option<Mention>) -> Handled {
        let (id, name) = match who {
            None => (req.user.id.clone(), req.user.name.clone()),
            Some(Mention(id)) => {
                let name = req
                    .mentions
                    .iter()
                    .find(|u| u.id == id)
                    .map(|u| u.name.clone())
                    .or_else(|| self.store.name_of(&id).ok().flatten())
                    .unwrap_or_else(|| id.clone());
                (id, name)
            }
        };
        let ratings = self
            .store
            .ratings_of_user(&id)
            .map_err(|e| Self::db_error(fx, e))?;
        Ok(Reply::text(msg::stats(&name, &ratings)))
    }

    pub(super) fn leaderboard(&self, fx: &Effects, id: VariantId) -> Handled {
        let all = self
            .store
            .ratings_of_variant(id)
            .map_err(|e| Self::db_error(fx, e))?;
        Ok(Reply::text(msg::leaderboard(id, &all)))
    }
}

/// A piece of a game by letter or name (in any language the bot speaks).
fn piece_of(id: VariantId, text: &str) -> Result<Kind, Reply> {
    use crate::texts::lang::{find_piece, PieceFound};
    match find_piece(id, text) {
        PieceFound::Kind(kind) => Ok(kind),
        PieceFound::Ambiguous(kinds) => Err(Reply::text(msg::piece_name_ambiguous(
            text.trim(),
            id,
            &kinds,
        ))),
        PieceFound::Unknown => Err(Reply::text(msg::not_a_piece(text.trim(), id))),
    }
}
