// GENERATED FILE — do not edit.
// Regenerate: python3 scripts/generate_plural_rules.py (Babel 2.18.0).
// Data: Unicode CLDR 47 plural rules, parent locales and language aliases.
// Licence of the data: UNICODE-LICENSE.txt.
// 210 cardinal locales in 39 groups, 100 ordinal locales in 25 groups.

/// The CLDR plural data compiled into the SDK.
enum PluralRulesData {
  /// The CLDR release the data comes from.
  static let cldrVersion = "47"

  /// Cardinal rules; locales sharing a rule body form one group.
  static let cardinal: [PluralRuleSource] = [
    PluralRuleSource(
      locales: [
        "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo",
        "jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nb nd ne nn nnh no nr ny nyn",
        "om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr",
        "ts ug uz ve vo vun wae xh xog",
      ],
      rules: [
        "one: n = 1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "ak bho csw ln mg nso pa ti wa"
      ],
      rules: [
        "one: n = 0..1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "am as bn doi fa gu hi kn pcm zu"
      ],
      rules: [
        "one: i = 0 or n = 1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "ar"
      ],
      rules: [
        "zero: n = 0",
        "one: n = 1",
        "two: n = 2",
        "few: n % 100 = 3..10",
        "many: n % 100 = 11..99",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ast de en et fi fy gl ia io lij nl sc sv sw ur yi"
      ],
      rules: [
        "one: i = 1 and v = 0"
      ]
    ),
    PluralRuleSource(
      locales: [
        "be"
      ],
      rules: [
        "one: n % 10 = 1 and n % 100 != 11",
        "few: n % 10 = 2..4 and n % 100 != 12..14",
        "many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14",
      ]
    ),
    PluralRuleSource(
      locales: [
        "blo ksh"
      ],
      rules: [
        "zero: n = 0",
        "one: n = 1",
      ]
    ),
    PluralRuleSource(
      locales: [
        "bm bo dz hnj id ig ii ja jbo jv kde kea km ko lkt lo ms my nqo osa sah ses sg su th to",
        "tpi vi wo yo yue zh",
      ],
      rules: []
    ),
    PluralRuleSource(
      locales: [
        "br"
      ],
      rules: [
        "one: n % 10 = 1 and n % 100 != 11,71,91",
        "two: n % 10 = 2 and n % 100 != 12,72,92",
        "few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99",
        "many: n != 0 and n % 1000000 = 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "bs hr sr"
      ],
      rules: [
        "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11",
        "few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ca it lld pt-PT scn vec"
      ],
      rules: [
        "one: i = 1 and v = 0",
        "many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ceb fil"
      ],
      rules: [
        "one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9"
      ]
    ),
    PluralRuleSource(
      locales: [
        "cs sk"
      ],
      rules: [
        "one: i = 1 and v = 0",
        "few: i = 2..4 and v = 0",
        "many: v != 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "cy"
      ],
      rules: [
        "zero: n = 0",
        "one: n = 1",
        "two: n = 2",
        "few: n = 3",
        "many: n = 6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "da"
      ],
      rules: [
        "one: n = 1 or t != 0 and i = 0,1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "dsb hsb"
      ],
      rules: [
        "one: v = 0 and i % 100 = 1 or f % 100 = 1",
        "two: v = 0 and i % 100 = 2 or f % 100 = 2",
        "few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4",
      ]
    ),
    PluralRuleSource(
      locales: [
        "es"
      ],
      rules: [
        "one: n = 1",
        "many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ff hy kab"
      ],
      rules: [
        "one: i = 0,1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "fr"
      ],
      rules: [
        "one: i = 0,1",
        "many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ga"
      ],
      rules: [
        "one: n = 1",
        "two: n = 2",
        "few: n = 3..6",
        "many: n = 7..10",
      ]
    ),
    PluralRuleSource(
      locales: [
        "gd"
      ],
      rules: [
        "one: n = 1,11",
        "two: n = 2,12",
        "few: n = 3..10,13..19",
      ]
    ),
    PluralRuleSource(
      locales: [
        "gv"
      ],
      rules: [
        "one: v = 0 and i % 10 = 1",
        "two: v = 0 and i % 10 = 2",
        "few: v = 0 and i % 100 = 0,20,40,60,80",
        "many: v != 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "he"
      ],
      rules: [
        "one: i = 1 and v = 0 or i = 0 and v != 0",
        "two: i = 2 and v = 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "is"
      ],
      rules: [
        "one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"
      ]
    ),
    PluralRuleSource(
      locales: [
        "iu naq sat se sma smj smn sms"
      ],
      rules: [
        "one: n = 1",
        "two: n = 2",
      ]
    ),
    PluralRuleSource(
      locales: [
        "kw"
      ],
      rules: [
        "zero: n = 0",
        "one: n = 1",
        "two: n % 100 = 2,22,42,62,82",
        "two: n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000",
        "two: n != 0 and n % 1000000 = 100000",
        "few: n % 100 = 3,23,43,63,83",
        "many: n != 1 and n % 100 = 1,21,41,61,81",
      ]
    ),
    PluralRuleSource(
      locales: [
        "lag"
      ],
      rules: [
        "zero: n = 0",
        "one: i = 0,1 and n != 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "lt"
      ],
      rules: [
        "one: n % 10 = 1 and n % 100 != 11..19",
        "few: n % 10 = 2..9 and n % 100 != 11..19",
        "many: f != 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "lv prg"
      ],
      rules: [
        "zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19",
        "one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11",
        "one: v != 2 and f % 10 = 1",
      ]
    ),
    PluralRuleSource(
      locales: [
        "mk"
      ],
      rules: [
        "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"
      ]
    ),
    PluralRuleSource(
      locales: [
        "mt"
      ],
      rules: [
        "one: n = 1",
        "two: n = 2",
        "few: n = 0 or n % 100 = 3..10",
        "many: n % 100 = 11..19",
      ]
    ),
    PluralRuleSource(
      locales: [
        "pl"
      ],
      rules: [
        "one: i = 1 and v = 0",
        "few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        "many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9",
        "many: v = 0 and i % 100 = 12..14",
      ]
    ),
    PluralRuleSource(
      locales: [
        "pt"
      ],
      rules: [
        "one: i = 0..1",
        "many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ro"
      ],
      rules: [
        "one: i = 1 and v = 0",
        "few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ru uk"
      ],
      rules: [
        "one: v = 0 and i % 10 = 1 and i % 100 != 11",
        "few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        "many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
      ]
    ),
    PluralRuleSource(
      locales: [
        "shi"
      ],
      rules: [
        "one: i = 0 or n = 1",
        "few: n = 2..10",
      ]
    ),
    PluralRuleSource(
      locales: [
        "si"
      ],
      rules: [
        "one: n = 0,1 or i = 0 and f = 1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "sl"
      ],
      rules: [
        "one: v = 0 and i % 100 = 1",
        "two: v = 0 and i % 100 = 2",
        "few: v = 0 and i % 100 = 3..4 or v != 0",
      ]
    ),
    PluralRuleSource(
      locales: [
        "tzm"
      ],
      rules: [
        "one: n = 0..1 or n = 11..99"
      ]
    ),
  ]

  /// Ordinal rules; locales sharing a rule body form one group.
  static let ordinal: [PluralRuleSource] = [
    PluralRuleSource(
      locales: [
        "af am an ar ast bg bs ce cs da de dsb el es et eu fa fi fy gl gsw he hr hsb ia id is ja",
        "km kn ko ky lt lv ml mn my nb nl no pa pl prg ps pt ru sd si sk sl sr sw ta te th tpi tr",
        "ur uz yue zh zu",
      ],
      rules: []
    ),
    PluralRuleSource(
      locales: [
        "as bn"
      ],
      rules: [
        "one: n = 1,5,7,8,9,10",
        "two: n = 2,3",
        "few: n = 4",
        "many: n = 6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "az"
      ],
      rules: [
        "one: i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80",
        "few: i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900",
        "many: i = 0 or i % 10 = 6 or i % 100 = 40,60,90",
      ]
    ),
    PluralRuleSource(
      locales: [
        "bal fil fr ga hy lo ms ro vi"
      ],
      rules: [
        "one: n = 1"
      ]
    ),
    PluralRuleSource(
      locales: [
        "be"
      ],
      rules: [
        "few: n % 10 = 2,3 and n % 100 != 12,13"
      ]
    ),
    PluralRuleSource(
      locales: [
        "blo"
      ],
      rules: [
        "zero: i = 0",
        "one: i = 1",
        "few: i = 2,3,4,5,6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ca"
      ],
      rules: [
        "one: n = 1,3",
        "two: n = 2",
        "few: n = 4",
      ]
    ),
    PluralRuleSource(
      locales: [
        "cy"
      ],
      rules: [
        "zero: n = 0,7,8,9",
        "one: n = 1",
        "two: n = 2",
        "few: n = 3,4",
        "many: n = 5,6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "en"
      ],
      rules: [
        "one: n % 10 = 1 and n % 100 != 11",
        "two: n % 10 = 2 and n % 100 != 12",
        "few: n % 10 = 3 and n % 100 != 13",
      ]
    ),
    PluralRuleSource(
      locales: [
        "gd"
      ],
      rules: [
        "one: n = 1,11",
        "two: n = 2,12",
        "few: n = 3,13",
      ]
    ),
    PluralRuleSource(
      locales: [
        "gu hi"
      ],
      rules: [
        "one: n = 1",
        "two: n = 2,3",
        "few: n = 4",
        "many: n = 6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "hu"
      ],
      rules: [
        "one: n = 1,5"
      ]
    ),
    PluralRuleSource(
      locales: [
        "it lld sc scn vec"
      ],
      rules: [
        "many: n = 11,8,80,800"
      ]
    ),
    PluralRuleSource(
      locales: [
        "ka"
      ],
      rules: [
        "one: i = 1",
        "many: i = 0 or i % 100 = 2..20,40,60,80",
      ]
    ),
    PluralRuleSource(
      locales: [
        "kk"
      ],
      rules: [
        "many: n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0"
      ]
    ),
    PluralRuleSource(
      locales: [
        "kw"
      ],
      rules: [
        "one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84",
        "many: n = 5 or n % 100 = 5",
      ]
    ),
    PluralRuleSource(
      locales: [
        "lij"
      ],
      rules: [
        "many: n = 11,8,80..89,800..899"
      ]
    ),
    PluralRuleSource(
      locales: [
        "mk"
      ],
      rules: [
        "one: i % 10 = 1 and i % 100 != 11",
        "two: i % 10 = 2 and i % 100 != 12",
        "many: i % 10 = 7,8 and i % 100 != 17,18",
      ]
    ),
    PluralRuleSource(
      locales: [
        "mr"
      ],
      rules: [
        "one: n = 1",
        "two: n = 2,3",
        "few: n = 4",
      ]
    ),
    PluralRuleSource(
      locales: [
        "ne"
      ],
      rules: [
        "one: n = 1..4"
      ]
    ),
    PluralRuleSource(
      locales: [
        "or"
      ],
      rules: [
        "one: n = 1,5,7..9",
        "two: n = 2,3",
        "few: n = 4",
        "many: n = 6",
      ]
    ),
    PluralRuleSource(
      locales: [
        "sq"
      ],
      rules: [
        "one: n = 1",
        "many: n % 10 = 4 and n % 100 != 14",
      ]
    ),
    PluralRuleSource(
      locales: [
        "sv"
      ],
      rules: [
        "one: n % 10 = 1,2 and n % 100 != 11,12"
      ]
    ),
    PluralRuleSource(
      locales: [
        "tk"
      ],
      rules: [
        "few: n % 10 = 6,9 or n = 10"
      ]
    ),
    PluralRuleSource(
      locales: [
        "uk"
      ],
      rules: [
        "few: n % 10 = 3 and n % 100 != 13"
      ]
    ),
  ]

  /// CLDR parent locales whose parent is not the root.
  static let parents: [String: String] = [
    "en-150": "en-001",
    "en-AG": "en-001",
    "en-AI": "en-001",
    "en-AT": "en-150",
    "en-AU": "en-001",
    "en-BB": "en-001",
    "en-BE": "en-150",
    "en-BM": "en-001",
    "en-BS": "en-001",
    "en-BW": "en-001",
    "en-BZ": "en-001",
    "en-CC": "en-001",
    "en-CH": "en-150",
    "en-CK": "en-001",
    "en-CM": "en-001",
    "en-CX": "en-001",
    "en-CY": "en-001",
    "en-CZ": "en-150",
    "en-DE": "en-150",
    "en-DG": "en-001",
    "en-DK": "en-150",
    "en-DM": "en-001",
    "en-ER": "en-001",
    "en-ES": "en-150",
    "en-FI": "en-150",
    "en-FJ": "en-001",
    "en-FK": "en-001",
    "en-FM": "en-001",
    "en-FR": "en-150",
    "en-GB": "en-001",
    "en-GD": "en-001",
    "en-GG": "en-001",
    "en-GH": "en-001",
    "en-GI": "en-001",
    "en-GM": "en-001",
    "en-GS": "en-001",
    "en-GY": "en-001",
    "en-HK": "en-001",
    "en-HU": "en-150",
    "en-ID": "en-001",
    "en-IE": "en-001",
    "en-IL": "en-001",
    "en-IM": "en-001",
    "en-IN": "en-001",
    "en-IO": "en-001",
    "en-IT": "en-150",
    "en-JE": "en-001",
    "en-JM": "en-001",
    "en-KE": "en-001",
    "en-KI": "en-001",
    "en-KN": "en-001",
    "en-KY": "en-001",
    "en-LC": "en-001",
    "en-LR": "en-001",
    "en-LS": "en-001",
    "en-MG": "en-001",
    "en-MO": "en-001",
    "en-MS": "en-001",
    "en-MT": "en-001",
    "en-MU": "en-001",
    "en-MV": "en-001",
    "en-MW": "en-001",
    "en-MY": "en-001",
    "en-NA": "en-001",
    "en-NF": "en-001",
    "en-NG": "en-001",
    "en-NL": "en-150",
    "en-NO": "en-150",
    "en-NR": "en-001",
    "en-NU": "en-001",
    "en-NZ": "en-001",
    "en-PG": "en-001",
    "en-PK": "en-001",
    "en-PL": "en-150",
    "en-PN": "en-001",
    "en-PT": "en-150",
    "en-PW": "en-001",
    "en-RO": "en-150",
    "en-RW": "en-001",
    "en-SB": "en-001",
    "en-SC": "en-001",
    "en-SD": "en-001",
    "en-SE": "en-150",
    "en-SG": "en-001",
    "en-SH": "en-001",
    "en-SI": "en-150",
    "en-SK": "en-150",
    "en-SL": "en-001",
    "en-SS": "en-001",
    "en-SX": "en-001",
    "en-SZ": "en-001",
    "en-TC": "en-001",
    "en-TK": "en-001",
    "en-TO": "en-001",
    "en-TT": "en-001",
    "en-TV": "en-001",
    "en-TZ": "en-001",
    "en-UG": "en-001",
    "en-VC": "en-001",
    "en-VG": "en-001",
    "en-VU": "en-001",
    "en-WS": "en-001",
    "en-ZA": "en-001",
    "en-ZM": "en-001",
    "en-ZW": "en-001",
    "es-AR": "es-419",
    "es-BO": "es-419",
    "es-BR": "es-419",
    "es-BZ": "es-419",
    "es-CL": "es-419",
    "es-CO": "es-419",
    "es-CR": "es-419",
    "es-CU": "es-419",
    "es-DO": "es-419",
    "es-EC": "es-419",
    "es-GT": "es-419",
    "es-HN": "es-419",
    "es-JP": "es-419",
    "es-MX": "es-419",
    "es-NI": "es-419",
    "es-PA": "es-419",
    "es-PE": "es-419",
    "es-PR": "es-419",
    "es-PY": "es-419",
    "es-SV": "es-419",
    "es-US": "es-419",
    "es-UY": "es-419",
    "es-VE": "es-419",
    "hi-Latn": "en-IN",
    "ht": "fr-HT",
    "nb": "no",
    "nn": "no",
    "no-NO": "no",
    "pt-AO": "pt-PT",
    "pt-CH": "pt-PT",
    "pt-CV": "pt-PT",
    "pt-FR": "pt-PT",
    "pt-GQ": "pt-PT",
    "pt-GW": "pt-PT",
    "pt-LU": "pt-PT",
    "pt-MO": "pt-PT",
    "pt-MZ": "pt-PT",
    "pt-ST": "pt-PT",
    "pt-TL": "pt-PT",
    "zh-Hant-MO": "zh-Hant-HK",
  ]

  /// Deprecated language codes with a plural-rule target.
  static let languageAliases: [String: String] = [
    "afr": "af",
    "aka": "ak",
    "alb": "sq",
    "als": "sq",
    "amh": "am",
    "ara": "ar",
    "arb": "ar",
    "arg": "an",
    "arm": "hy",
    "asm": "as",
    "aze": "az",
    "azj": "az",
    "baq": "eu",
    "bcc": "bal",
    "bel": "be",
    "ben": "bn",
    "bh": "bho",
    "bih": "bho",
    "bos": "bs",
    "bre": "br",
    "bul": "bg",
    "cat": "ca",
    "ces": "cs",
    "che": "ce",
    "cld": "syr",
    "cnr": "sr-ME",
    "cor": "kw",
    "cym": "cy",
    "cze": "cs",
    "dan": "da",
    "deu": "de",
    "dgo": "doi",
    "div": "dv",
    "drh": "mn",
    "drw": "fa-AF",
    "dut": "nl",
    "ekk": "et",
    "ell": "el",
    "eng": "en",
    "epo": "eo",
    "est": "et",
    "eus": "eu",
    "ewe": "ee",
    "fao": "fo",
    "fas": "fa",
    "fat": "ak",
    "fin": "fi",
    "fra": "fr",
    "fre": "fr",
    "fry": "fy",
    "fuc": "ff",
    "ful": "ff",
    "gaz": "om",
    "geo": "ka",
    "ger": "de",
    "gla": "gd",
    "gle": "ga",
    "glg": "gl",
    "glv": "gv",
    "gre": "el",
    "guj": "gu",
    "hau": "ha",
    "hbs": "sr-Latn",
    "heb": "he",
    "hin": "hi",
    "hrv": "hr",
    "hun": "hu",
    "hye": "hy",
    "ice": "is",
    "ido": "io",
    "ike": "iu",
    "iku": "iu",
    "ina": "ia",
    "isl": "is",
    "ita": "it",
    "iw": "he",
    "ji": "yi",
    "kal": "kl",
    "kan": "kn",
    "kas": "ks",
    "kat": "ka",
    "kaz": "kk",
    "khk": "mn",
    "kir": "ky",
    "kmr": "ku",
    "kur": "ku",
    "lao": "lo",
    "lav": "lv",
    "lin": "ln",
    "lit": "lt",
    "ltz": "lb",
    "lug": "lg",
    "lvs": "lv",
    "mac": "mk",
    "mal": "ml",
    "mar": "mr",
    "may": "ms",
    "mkd": "mk",
    "mlg": "mg",
    "mlt": "mt",
    "mo": "ro",
    "mol": "ro",
    "mon": "mn",
    "msa": "ms",
    "nbl": "nr",
    "nde": "nd",
    "nep": "ne",
    "nld": "nl",
    "nno": "nn",
    "nob": "nb",
    "nor": "no",
    "npi": "ne",
    "nya": "ny",
    "ori": "or",
    "orm": "om",
    "ory": "or",
    "oss": "os",
    "pan": "pa",
    "pbu": "ps",
    "per": "fa",
    "pes": "fa",
    "plt": "mg",
    "pol": "pl",
    "por": "pt",
    "prp": "gu",
    "prs": "fa-AF",
    "pus": "ps",
    "roh": "rm",
    "ron": "ro",
    "rum": "ro",
    "rus": "ru",
    "scc": "sr",
    "scr": "hr",
    "sh": "sr-Latn",
    "sin": "si",
    "slk": "sk",
    "slo": "sk",
    "slv": "sl",
    "sme": "se",
    "sna": "sn",
    "snd": "sd",
    "som": "so",
    "sot": "st",
    "spa": "es",
    "sqi": "sq",
    "src": "sc",
    "srd": "sc",
    "srp": "sr",
    "ssw": "ss",
    "swa": "sw",
    "swc": "sw-CD",
    "swe": "sv",
    "swh": "sw",
    "tam": "ta",
    "tel": "te",
    "tgl": "fil",
    "tir": "ti",
    "tl": "fil",
    "tnf": "fa-AF",
    "tsn": "tn",
    "tso": "ts",
    "tuk": "tk",
    "tur": "tr",
    "tw": "ak",
    "twi": "ak",
    "uig": "ug",
    "ukr": "uk",
    "urd": "ur",
    "uzb": "uz",
    "uzn": "uz",
    "ven": "ve",
    "vie": "vi",
    "vol": "vo",
    "wel": "cy",
    "wln": "wa",
    "xho": "xh",
    "ydd": "yi",
    "yid": "yi",
    "zsm": "ms",
    "zul": "zu",
  ]
}
