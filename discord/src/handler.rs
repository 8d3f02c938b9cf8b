//! The serenity [`EventHandler`]: messages, slash commands, buttons and autocomplete
//! turned into requests and answered.

use crate::outgoing::{
    channel_message, command_word, edit_message, outgoing, response_message, NewGame,
};
use crate::slash::{
    commands, matching_moves, option_int, option_str, piece_matches, slash_call_of, spec_of,
    variant_matches,
};
use crate::{
    after_mention, channel_key, channel_private, clip, is_thread, platform, user_ref, DEFER_AFTER,
    GAME_OPTION, MAX_CHOICES,
};
use acedrex_frontend::{Asked, Frontend, Sending, Thinking};
use acedrex_service::commands::{self as command, Command as CoreCommand, Complete, TypedCall};
use acedrex_service::health::Link;
use acedrex_service::lock;
use acedrex_service::reply::Notice;
use acedrex_service::service::{Request, Service};
use acedrex_service::texts::messages::{played_here, PlayedBy};
use serenity::async_trait;
use serenity::builder::{
    CreateAllowedMentions, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, CreateThread, EditInteractionResponse,
};
use serenity::client::{Context, EventHandler};
use serenity::gateway::{ConnectionStage, ShardStageUpdateEvent};
use serenity::http::Http;
use serenity::model::application::{
    Command as AppCommand, CommandInteraction, ComponentInteraction, Interaction,
};
use serenity::model::channel::{Channel, ChannelType, Message, PartialChannel};
use serenity::model::gateway::Ready;
use serenity::model::guild::Guild;
use serenity::model::id::{ChannelId, GuildId, UserId};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// What the handler learns while it runs.
#[derive(Default)]
pub(crate) struct State {
    pub(crate) bot_user: Option<UserId>,
    /// Channels seen: whether a game that begins there may get a thread (a server text
    /// channel, not a thread).
    pub(crate) can_thread: HashMap<ChannelId, bool>,
    /// Each server's preferred locale, as its GUILD_CREATE or an interaction gave it.
    pub(crate) guild_locales: HashMap<GuildId, String>,
    /// The locale the service was last given for a channel (it is told only of changes).
    pub(crate) channel_locales: HashMap<ChannelId, Option<String>>,
}

pub(crate) struct Handler {
    pub(crate) service: Arc<Service>,
    /// The layer that delivers notices.
    pub(crate) frontend: Arc<Frontend>,
    pub(crate) guild: Option<GuildId>,
    pub(crate) threads: bool,
    /// The gateway gives the text of every message (the Message Content intent).
    pub(crate) content: AtomicBool,
    pub(crate) state: Mutex<State>,
    /// Itself, for the platform's sending (a notice that begins a game opens its thread).
    pub(crate) me: Weak<Handler>,
}

/// A command or a button press: both are answered the same way.
pub(crate) enum Pressed<'a> {
    Command(&'a CommandInteraction),
    Button(&'a ComponentInteraction),
}

impl Pressed<'_> {
    async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Pressed::Command(c) => c.create_response(http, r).await,
            Pressed::Button(c) => c.create_response(http, r).await,
        }
    }

    async fn edit(&self, http: &Http, e: EditInteractionResponse) -> serenity::Result<Message> {
        match self {
            Pressed::Command(c) => c.edit_response(http, e).await,
            Pressed::Button(c) => c.edit_response(http, e).await,
        }
    }

    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match self {
            Pressed::Command(c) => c.get_response(http).await,
            Pressed::Button(c) => c.get_response(http).await,
        }
    }
}

/// "thinking…" for a command or a press: the interaction deferred (Discord shows the bot
/// thinking), then its answer is an edit. Deferred anyway when a quick answer is late.
struct Defer<'a> {
    pressed: &'a Pressed<'a>,
    http: &'a Http,
}

impl Thinking for Defer<'_> {
    fn show(&self) -> Sending<'_> {
        Box::pin(async move {
            let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
            self.pressed
                .respond(self.http, defer)
                .await
                .map_err(|e| format!("cannot defer an interaction: {e}"))
        })
    }

    fn patience(&self) -> Option<std::time::Duration> {
        Some(DEFER_AFTER)
    }
}

impl Handler {
    fn bot_user(&self) -> Option<UserId> {
        lock(&self.state).bot_user
    }

    /// Runs `f` on the blocking pool (the service does disk I/O); `None` if it panicked.
    async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> T + Send + 'static,
    ) -> Option<T> {
        let service = self.service.clone();
        match tokio::task::spawn_blocking(move || f(&service)).await {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::error!("a request failed: {e}");
                None
            }
        }
    }

    /// Whether a game that begins in an interaction's channel may get a thread (Discord
    /// sends the channel's kind with the interaction).
    fn interaction_can_thread(
        &self,
        id: ChannelId,
        channel: Option<&PartialChannel>,
        guild: bool,
    ) -> bool {
        let Some(c) = channel else {
            return false;
        };
        let can = guild && matches!(c.kind, ChannelType::Text | ChannelType::News);
        lock(&self.state).can_thread.insert(id, can);
        can
    }

    /// As [`Handler::interaction_can_thread`] for a message, which carries no channel
    /// details: the channel is looked up once (a game begun in a thread gets none).
    async fn message_can_thread(&self, ctx: &Context, msg: &Message) -> bool {
        if msg.guild_id.is_none() {
            return false;
        }
        self.channel_can_thread(&ctx.http, msg.channel_id).await
    }

    /// Whether a game that begins in a server's channel may get a thread there (looked
    /// up once).
    pub(crate) async fn channel_can_thread(&self, http: &Http, channel: ChannelId) -> bool {
        if let Some(can) = lock(&self.state).can_thread.get(&channel).copied() {
            return can;
        }
        let can = match channel.to_channel(http).await {
            Ok(Channel::Guild(gc)) => {
                !is_thread(gc.kind) && matches!(gc.kind, ChannelType::Text | ChannelType::News)
            }
            Ok(_) => false,
            // Unknown: try; Discord refuses a thread where none can be made.
            Err(_) => true,
        };
        lock(&self.state).can_thread.insert(channel, can);
        can
    }

    /// A server's preferred locale: the one an interaction gives (`guild_locale`, noted),
    /// else the one noted from its GUILD_CREATE or an earlier interaction, else the
    /// cache's. `None` in direct messages.
    fn guild_locale(
        &self,
        ctx: &Context,
        guild: Option<GuildId>,
        given: Option<&str>,
    ) -> Option<String> {
        let guild = guild?;
        if let Some(locale) = given.filter(|l| !l.is_empty()) {
            lock(&self.state)
                .guild_locales
                .insert(guild, locale.to_string());
            return Some(locale.to_string());
        }
        if let Some(locale) = lock(&self.state).guild_locales.get(&guild).cloned() {
            return Some(locale);
        }
        ctx.cache
            .guild(guild)
            .map(|g| g.preferred_locale.clone())
            .filter(|l| !l.is_empty())
    }

    /// Tells the service a channel's locale (its server's), when it changed since it was
    /// last told: the language of the notices said there. In the background: the answer
    /// does not wait for the write (Discord allows 3 s for it).
    fn note_channel_locale(&self, channel: ChannelId, locale: Option<String>) {
        {
            let mut state = lock(&self.state);
            if state.channel_locales.get(&channel) == Some(&locale) {
                return;
            }
            state.channel_locales.insert(channel, locale.clone());
        }
        let (service, me, key) = (self.service.clone(), self.me.clone(), channel_key(channel));
        tokio::spawn(async move {
            let stored = tokio::task::spawn_blocking(move || {
                service.set_channel_locale(&key, locale.as_deref())
            })
            .await;
            if !matches!(stored, Ok(Ok(()))) {
                tracing::warn!("cannot store the locale of channel {channel}: {stored:?}");
                // Tried again at the next request there.
                if let Some(me) = me.upgrade() {
                    lock(&me.state).channel_locales.remove(&channel);
                }
            }
        });
    }

    fn platform(&self, ctx: &Context) -> platform::Discord {
        platform::Discord {
            http: ctx.http.clone(),
            handler: self.me.clone(),
        }
    }

    /// Answers a slash command (its typed `call`) or a button press through the layer:
    /// at once when the reply is quick, else deferred (Discord shows "thinking…") and
    /// edited when ready.
    async fn answer(
        &self,
        ctx: &Context,
        pressed: Pressed<'_>,
        req: Request,
        call: Option<TypedCall>,
        can_thread: bool,
        button: bool,
    ) {
        let http = ctx.http.as_ref();
        // Kept for the apology, which is said in the asker's language.
        let asker = req.clone();
        let asked = Asked {
            call,
            pressed: button,
            ..Asked::line(req)
        };
        let thinking = Defer {
            pressed: &pressed,
            http,
        };
        let answer = self
            .frontend
            .answer(&self.platform(ctx), asked, &thinking)
            .await;
        let plan = match answer.message {
            Some(m) => m,
            None => self.frontend.apology(asker).await,
        };
        let mut out = outgoing(plan);
        let sent = if answer.thought {
            pressed.edit(http, edit_message(&out)).await.map(Some)
        } else {
            let r = CreateInteractionResponse::Message(response_message(&out));
            pressed.respond(http, r).await.map(|()| None)
        };
        self.deliver(ctx, std::mem::take(&mut out.notices)).await;
        let message = match sent {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!("cannot answer an interaction: {e}");
                return;
            }
        };
        if let (Some(game), true) = (&out.new_game, can_thread && self.threads) {
            let message = match message {
                Some(m) => Ok(m),
                None => pressed.original(http).await,
            };
            match message {
                Ok(m) => self.open_thread(&ctx.http, m.channel_id, &m, game).await,
                Err(e) => tracing::warn!("no thread for game #{}: {e}", game.id),
            }
        }
    }

    /// Sends the core's notices to their people through the front-end layer: in the
    /// game's thread or channel, calling them, when the notice names one; else by direct
    /// message (games in direct messages), with the board and the buttons.
    async fn deliver(&self, ctx: &Context, notices: Vec<Notice>) {
        self.frontend.deliver(&self.platform(ctx), notices).await;
    }
}

impl Handler {
    /// Opens a thread on the message that started a game (a reply, or a notice that
    /// began a tournament's game) and links it to the game (the game goes on in the
    /// channel when threads are not allowed there).
    pub(crate) async fn open_thread(
        &self,
        http: &Http,
        channel: ChannelId,
        message: &Message,
        game: &NewGame,
    ) {
        let builder = CreateThread::new(game.name.clone());
        let thread = match channel
            .create_thread_from_message(http, message.id, builder)
            .await
        {
            Ok(t) => t,
            Err(e) => {
                tracing::info!(
                    "no thread for game #{} (it goes on in the channel): {e}",
                    game.id
                );
                return;
            }
        };
        lock(&self.state).can_thread.insert(thread.id, false);
        let (alias, id) = (channel_key(thread.id), game.id);
        match self.blocking(move |s| s.link_channel(&alias, id)).await {
            Some(Ok(())) => {}
            Some(Err(e)) => tracing::warn!("cannot link the thread of game #{}: {e}", game.id),
            None => {}
        }
        let who: Vec<String> = game.players.iter().map(|id| format!("<@{id}>")).collect();
        let by = if self.content.load(Ordering::Relaxed) {
            PlayedBy::Anything
        } else {
            match self.bot_user() {
                Some(bot) => PlayedBy::Mention(format!("<@{bot}>")),
                None => PlayedBy::Buttons,
            }
        };
        let text = format!(
            "{} {}",
            played_here(game.id, &by).text_in(game.lang),
            who.join(" ")
        );
        let msg = CreateMessage::new().content(text).allowed_mentions(
            CreateAllowedMentions::new().users(game.players.iter().map(|id| UserId::new(*id))),
        );
        if let Err(e) = thread.id.send_message(http, msg).await {
            tracing::warn!("cannot write in the thread of game #{}: {e}", game.id);
        }
    }

    async fn slash(&self, ctx: &Context, cmd: &CommandInteraction) {
        let (call, mentions) = slash_call_of(cmd, self.bot_user());
        let can_thread = self.interaction_can_thread(
            cmd.channel_id,
            cmd.channel.as_ref(),
            cmd.guild_id.is_some(),
        );
        let nick = cmd.member.as_ref().and_then(|m| m.nick.clone());
        let server = self.guild_locale(ctx, cmd.guild_id, cmd.guild_locale.as_deref());
        if cmd.guild_id.is_some() {
            self.note_channel_locale(cmd.channel_id, server);
        }
        let req = Request {
            // The player's own locale (their Discord client's language).
            locale: Some(cmd.locale.clone()).filter(|l| !l.is_empty()),
            channel: channel_key(cmd.channel_id),
            user: user_ref(&cmd.user, nick.as_deref()),
            // For logs only: the service reads the typed call.
            text: call.describe(),
            mentions,
            direct: cmd.guild_id.is_none(),
            private: channel_private(ctx, cmd.guild_id, cmd.channel_id).await,
        };
        tracing::debug!(command = %req.text, "slash command");
        self.answer(
            ctx,
            Pressed::Command(cmd),
            req,
            Some(call),
            can_thread,
            false,
        )
        .await;
    }

    async fn button(&self, ctx: &Context, press: &ComponentInteraction) {
        let can_thread = self.interaction_can_thread(
            press.channel_id,
            press.channel.as_ref(),
            press.guild_id.is_some(),
        );
        let nick = press.member.as_ref().and_then(|m| m.nick.clone());
        let server = self.guild_locale(ctx, press.guild_id, press.guild_locale.as_deref());
        if press.guild_id.is_some() {
            self.note_channel_locale(press.channel_id, server);
        }
        let req = Request {
            // The presser's own locale.
            locale: Some(press.locale.clone()).filter(|l| !l.is_empty()),
            channel: channel_key(press.channel_id),
            user: user_ref(&press.user, nick.as_deref()),
            text: press.data.custom_id.clone(),
            mentions: Vec::new(),
            direct: press.guild_id.is_none(),
            private: channel_private(ctx, press.guild_id, press.channel_id).await,
        };
        tracing::debug!(command = %req.text, "button");
        self.answer(ctx, Pressed::Button(press), req, None, can_thread, true)
            .await;
    }

    async fn autocomplete(&self, ctx: &Context, cmd: &CommandInteraction) {
        let Some(focused) = cmd.data.autocomplete() else {
            return;
        };
        let arg =
            spec_of(&cmd.data.name).and_then(|s| s.args.iter().find(|a| a.name == focused.name));
        let typed = focused.value.to_string();
        let choices: Vec<(String, String)> = match arg.and_then(|a| a.complete) {
            Some(Complete::Moves) => {
                let game = option_int(cmd, GAME_OPTION).and_then(|n| u64::try_from(n).ok());
                let nick = cmd.member.as_ref().and_then(|m| m.nick.clone());
                let req = Request {
                    locale: None,
                    channel: channel_key(cmd.channel_id),
                    user: user_ref(&cmd.user, nick.as_deref()),
                    text: format!("move {typed}"),
                    mentions: Vec::new(),
                    direct: cmd.guild_id.is_none(),
                    // Completion begins no game.
                    private: false,
                };
                let sans = self
                    .blocking(move |s| s.legal_moves(&req, game))
                    .await
                    .unwrap_or_default();
                matching_moves(&sans, &typed)
                    .into_iter()
                    .map(|s| (s.clone(), s))
                    .collect()
            }
            Some(Complete::Pieces) => piece_matches(option_str(cmd, "variant"), &typed),
            Some(Complete::Variants) => variant_matches(&typed),
            None => Vec::new(),
        };
        let mut response = CreateAutocompleteResponse::new();
        for (name, value) in choices.into_iter().take(MAX_CHOICES) {
            response = response.add_string_choice(clip(&name, 100), clip(&value, 100));
        }
        if let Err(e) = cmd
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            tracing::warn!("cannot answer an autocomplete: {e}");
        }
    }

    /// A `!` command or a message that starts with the bot's mention in a server, or any
    /// message in a DM.
    async fn message(&self, ctx: &Context, msg: &Message) {
        if msg.author.bot {
            return;
        }
        let dm = msg.guild_id.is_none();
        let bot = self.bot_user();
        let mut content = msg.content.trim();
        // `@acedrex board`: a command to the bot, as `!acedrex board` (and the way channel
        // messages reach it without the Message Content intent).
        let addressed = match bot.and_then(|b| after_mention(content, b)) {
            Some(rest) => {
                content = rest;
                true
            }
            None => false,
        };
        if !dm && !addressed && !content.starts_with('!') {
            return;
        }
        let explicit = addressed || content.to_lowercase().starts_with("!acedrex");
        let parsed = command::parse(content);
        if !dm && !explicit && matches!(parsed, Err(_) | Ok(CoreCommand::Bare(_))) {
            // `!something` that is no command of ours may be another bot's: only a move
            // (`!e4`) by a player here, or a known word with a mistake, is answered.
            let known = command::find(&command_word(content)).is_some();
            if !known && !matches!(parsed, Ok(CoreCommand::Bare(_))) {
                return;
            }
        }
        let mut mentions = Vec::new();
        let mut text = content.to_string();
        for u in &msg.mentions {
            let core = if Some(u.id) == bot {
                "bot".to_string()
            } else {
                let nick = u.member.as_ref().and_then(|m| m.nick.clone());
                let r = user_ref(u, nick.as_deref());
                let core = format!("@{}", r.id);
                mentions.push(r);
                core
            };
            for form in [format!("<@{}>", u.id), format!("<@!{}>", u.id)] {
                text = text.replace(&form, &core);
            }
        }
        let nick = msg.member.as_ref().and_then(|m| m.nick.clone());
        // A message carries no locale of its writer: their server's is the best guess
        // (the service also falls back to the channel's).
        let server = self.guild_locale(ctx, msg.guild_id, None);
        if msg.guild_id.is_some() {
            self.note_channel_locale(msg.channel_id, server.clone());
        }
        let req = Request {
            locale: server,
            channel: channel_key(msg.channel_id),
            user: user_ref(&msg.author, nick.as_deref()),
            text,
            mentions,
            direct: dm,
            private: channel_private(ctx, msg.guild_id, msg.channel_id).await,
        };
        let guarded =
            !dm && !explicit && matches!(command::parse(&req.text), Ok(CoreCommand::Bare(_)));
        tracing::debug!(command = %req.text, "message");
        // A bare `!word`: answered for a player of a game here only; anything else may be
        // for another bot.
        let asked = Asked {
            players_only: guarded,
            ..Asked::line(req)
        };
        let typing = platform::Typing {
            http: ctx.http.clone(),
            channel: msg.channel_id,
        };
        let answer = self
            .frontend
            .answer(&self.platform(ctx), asked, &typing)
            .await;
        let Some(plan) = answer.message else {
            return;
        };
        let mut out = outgoing(plan);
        let sent = msg
            .channel_id
            .send_message(&ctx.http, channel_message(&out))
            .await;
        self.deliver(ctx, std::mem::take(&mut out.notices)).await;
        match sent {
            Ok(m) => {
                if let Some(game) = &out.new_game {
                    if self.threads && self.message_can_thread(ctx, msg).await {
                        self.open_thread(&ctx.http, msg.channel_id, &m, game).await;
                    }
                }
            }
            Err(e) => tracing::warn!("cannot send a reply: {e}"),
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        lock(&self.state).bot_user = Some(ready.user.id);
        tracing::info!("connected to Discord as {}", ready.user.name);
        self.service.report_link("discord", Link::Connected);
        let registered = match self.guild {
            Some(g) => g.set_commands(&ctx.http, commands()).await,
            None => AppCommand::set_global_commands(&ctx.http, commands()).await,
        };
        match registered {
            Ok(c) => tracing::info!("{} slash commands registered", c.len()),
            Err(e) => tracing::error!("cannot register the slash commands: {e}"),
        }
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        if !guild.preferred_locale.is_empty() {
            lock(&self.state)
                .guild_locales
                .insert(guild.id, guild.preferred_locale.clone());
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match &interaction {
            Interaction::Command(cmd) => self.slash(&ctx, cmd).await,
            Interaction::Autocomplete(cmd) => self.autocomplete(&ctx, cmd).await,
            Interaction::Component(press) => self.button(&ctx, press).await,
            _ => {}
        }
    }

    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        let link = match event.new {
            ConnectionStage::Connected => Link::Connected,
            stage => Link::Reconnecting(format!("shard {}: {stage}", event.shard_id)),
        };
        self.service.report_link("discord", link);
    }

    async fn message(&self, ctx: Context, msg: Message) {
        Handler::message(self, &ctx, &msg).await;
    }
}
