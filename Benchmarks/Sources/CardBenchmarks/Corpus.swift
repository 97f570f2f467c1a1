/// A deterministic corpus of realistic cards: titles, subtitles and button
/// labels in several languages and scripts, both text modes, with and
/// without buttons.
struct BenchmarkCard: Sendable {
    var id: String
    var title: String
    var subtitle: String?
    var buttonText: String?
    var resize: Bool
    var textOverContent: Bool
    var locale: String
    var isRTL: Bool
}

/// SplitMix64: a small, fast, seedable generator, so the corpus is the same
/// on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Corpus {
    private struct Language {
        var locale: String
        var isRTL: Bool
        var words: [String]
        var separator: String
        var buttons: [String]
    }

    private static let languages: [Language] = [
        Language(
            locale: "en", isRTL: false,
            words: "summer finals every goal save story from the weekend catch up on highlights before sunday decider new season kicks off tonight watch live exclusive interviews behind scenes best moments of week top plays you missed".split(separator: " ").map(String.init),
            separator: " ", buttons: ["Watch now", "Read more", "Shop the look", "Listen", "Get tickets"]),
        Language(
            locale: "de", isRTL: false,
            words: "Weltmeisterschaftsqualifikation Sommerfinale alle Tore jede Parade Geschichten vom Wochenende Höhepunkte vor dem Entscheidungsspiel Saisonauftakt heute Abend Livestream Exklusivinterviews Mannschaftsaufstellung Bundesligaspieltag".split(separator: " ").map(String.init),
            separator: " ", buttons: ["Jetzt ansehen", "Weiterlesen", "Mehr erfahren"]),
        Language(
            locale: "fr", isRTL: false,
            words: "l'été des finales tous les buts chaque arrêt histoires du week-end revivez moments forts avant la décision dimanche coup d'envoi ce soir entretiens exclusifs coulisses".split(separator: " ").map(String.init),
            separator: " ", buttons: ["Regarder", "Lire la suite", "Découvrir"]),
        Language(
            locale: "ar", isRTL: true,
            words: "أهم لحظات المباراة النهائية كل الأهداف من عطلة نهاية الأسبوع شاهد الآن مقابلات حصرية خلف الكواليس الموسم الجديد يبدأ الليلة".split(separator: " ").map(String.init),
            separator: " ", buttons: ["شاهد الآن", "اقرأ المزيد"]),
        Language(
            locale: "he", isRTL: true,
            words: "כל השערים מהמשחק הגמר של סוף השבוע צפו עכשיו ראיונות בלעדיים מאחורי הקלעים העונה החדשה מתחילה הערב".split(separator: " ").map(String.init),
            separator: " ", buttons: ["צפו עכשיו", "קראו עוד"]),
        Language(
            locale: "th", isRTL: false,
            words: ["ไฮไลต์", "ฟุตบอล", "สุดสัปดาห์", "ประตู", "ทั้งหมด", "รอบชิงชนะเลิศ", "ดูเลย", "สัมภาษณ์", "พิเศษ", "เบื้องหลัง", "ฤดูกาลใหม่", "คืนนี้"],
            separator: "", buttons: ["ดูเลย", "อ่านต่อ"]),
        Language(
            locale: "zh", isRTL: false,
            words: ["周末", "决赛", "精彩", "集锦", "所有", "进球", "独家", "采访", "幕后", "花絮", "新赛季", "今晚", "开幕"],
            separator: "", buttons: ["立即观看", "阅读更多"]),
        Language(
            locale: "ja", isRTL: false,
            words: ["週末の", "決勝", "ハイライト", "全ゴール", "独占", "インタビュー", "舞台裏", "新シーズン", "今夜", "開幕"],
            separator: "", buttons: ["今すぐ見る", "続きを読む"]),
        Language(
            locale: "hi", isRTL: false,
            words: "सप्ताहांत के मुख्य अंश सभी गोल फाइनल मैच से विशेष साक्षात्कार पर्दे के पीछे नया सीज़न आज रात".split(separator: " ").map(String.init),
            separator: " ", buttons: ["अभी देखें", "और पढ़ें"]),
    ]

    private static let emoji = ["🔥", "⚽️", "🏆", "🎉", "👀", "👩‍👩‍👧‍👦", "👍🏽", "🇫🇷"]

    /// `count` distinct cards; `longTitles` makes every title two or three
    /// times the usual length (for the resize-heavy workload).
    static func cards(count: Int, seed: UInt64 = 2026, longTitles: Bool = false) -> [BenchmarkCard] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            // Mostly English, as real card collections are.
            let language = index % 3 == 0 ? languages[Int.random(in: 0..<languages.count, using: &generator)] : languages[0]
            func phrase(_ words: ClosedRange<Int>) -> String {
                let count = Int.random(in: words, using: &generator)
                var text = (0..<count).map { _ in language.words.randomElement(using: &generator)! }
                    .joined(separator: language.separator)
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    text += " " + emoji.randomElement(using: &generator)!
                }
                return text.prefix(1).uppercased() + text.dropFirst()
            }
            let title = phrase(longTitles ? 12...20 : 3...9) + " #\(index)"
            let subtitle = Int.random(in: 0..<4, using: &generator) == 0 ? nil : phrase(4...12)
            let button = Int.random(in: 0..<2, using: &generator) == 0 ? nil : language.buttons.randomElement(using: &generator)!
            return BenchmarkCard(
                id: "card-\(index)", title: title, subtitle: subtitle, buttonText: button,
                resize: longTitles || Bool.random(using: &generator), textOverContent: Bool.random(using: &generator),
                locale: language.locale, isRTL: language.isRTL)
        }
    }
}
