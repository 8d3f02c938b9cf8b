//! Writes sample images to a folder for a person to look at:
//! `cargo run --release -p acedrex-render --example look -- DIR`
use acedrex_render::*;
use acedrex_rules::{Game, Kind, Position, VariantId};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/look".into());
    std::fs::create_dir_all(&dir).expect("output folder");
    for id in VariantId::ALL {
        let mut game = Game::new(id);
        for _ in 0..6 {
            let moves = game.position().legal_moves();
            if let Some(m) = moves.get(moves.len() / 3) {
                let _ = game.play(*m);
            }
        }
        let pos = game.position();
        let mut opts = RenderOptions::for_variant(pos.variant());
        opts.last_move = game.last_move();
        opts.title = Some(format!(
            "{} · move {} · alice vs bob",
            pos.variant().name,
            pos.fullmove_number()
        ));
        let t = std::time::Instant::now();
        let png = board_png(pos, &opts);
        println!("{id}: {} bytes in {:?}", png.len(), t.elapsed());
        std::fs::write(format!("{dir}/{id}.png"), png).expect("write");
    }
    let pos = Position::start(VariantId::Kmf);
    let d = diagram(
        VariantId::Kmf,
        Kind::Archer,
        48,
        Theme::WOOD,
        &DiagramWords {
            title: "Archer — KMF's Dozenal Chess",
            legend: ["moves or captures", "moves only", "captures only"],
            text: "Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.",
        },
    );
    std::fs::write(format!("{dir}/diagram-archer.png"), encode_png(&d)).expect("write");
    let d = diagram(
        VariantId::GrantAcedrex,
        Kind::Unicornio,
        48,
        Theme::SEA,
        &DiagramWords {
            title: "Unicornio — Grant Acedrex",
            legend: ["moves or captures", "moves only", "captures only"],
            text: "Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.",
        },
    );
    std::fs::write(format!("{dir}/diagram-unicornio.png"), encode_png(&d)).expect("write");
    let _ = pos;
}
