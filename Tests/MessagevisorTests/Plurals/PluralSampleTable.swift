// GENERATED FILE — do not edit.
// Regenerate: python3 scripts/generate_plural_samples_tests.py
// Samples: Unicode CLDR 41 (Debian unicode-cldr-core); rules: Unicode CLDR 47.
// Only locales whose rule text is unchanged between the two releases are listed;
// deprecated codes (iw, tl, …) are listed when their replacement is unchanged.
// cardinal locales tested: 203
// cardinal CLDR 47 locales not tested: 10
// ordinal locales tested: 100
// ordinal CLDR 47 locales not tested: 4

/// CLDR sample values, one `locale kind category: value…` row per line.
///
/// Rows with the same key continue the same list.
enum PluralSampleTable {
  static let rows = """
    af cardinal one: 1 1.0 1.00 1.000 1.0000
    af cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    af cardinal other: 10000.0 100000.0 1000000.0
    ak cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    ak cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    ak cardinal other: 100000.0 1000000.0
    am cardinal one: 0 1 0.0 1.0 0.00 0.04
    am cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    am cardinal other: 1000000.0
    an cardinal one: 1 1.0 1.00 1.000 1.0000
    an cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    an cardinal other: 10000.0 100000.0 1000000.0
    ar cardinal zero: 0 0.0 0.00 0.000 0.0000
    ar cardinal one: 1 1.0 1.00 1.000 1.0000
    ar cardinal two: 2 2.0 2.00 2.000 2.0000
    ar cardinal few: 3 10 103 110 1003 3.0 4.0 5.0 6.0 7.0 8.0 9.0 10.0 103.0 1003.0
    ar cardinal many: 11 26 111 1011 11.0 12.0 13.0 14.0 15.0 16.0 17.0 18.0 111.0 1011.0
    ar cardinal other: 100 102 200 202 300 302 400 402 500 502 600 1000 10000 100000 1000000 0.1 0.9
    ar cardinal other: 1.1 1.7 10.1 100.0 1000.0 10000.0 100000.0 1000000.0
    as cardinal one: 0 1 0.0 1.0 0.00 0.04
    as cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    as cardinal other: 1000000.0
    asa cardinal one: 1 1.0 1.00 1.000 1.0000
    asa cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    asa cardinal other: 10000.0 100000.0 1000000.0
    ast cardinal one: 1
    ast cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    ast cardinal other: 100000.0 1000000.0
    az cardinal one: 1 1.0 1.00 1.000 1.0000
    az cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    az cardinal other: 10000.0 100000.0 1000000.0
    bal cardinal one: 1 1.0 1.00 1.000 1.0000
    bal cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    bal cardinal other: 10000.0 100000.0 1000000.0
    be cardinal one: 1 21 31 41 51 61 71 81 101 1001 1.0 21.0 31.0 41.0 51.0 61.0 71.0 81.0 101.0
    be cardinal one: 1001.0
    be cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002 2.0 3.0 4.0 22.0 23.0 24.0 32.0 33.0
    be cardinal few: 102.0 1002.0
    be cardinal many: 0 5 19 100 1000 10000 100000 1000000 0.0 5.0 6.0 7.0 8.0 9.0 10.0 11.0 100.0
    be cardinal many: 1000.0 10000.0 100000.0 1000000.0
    be cardinal other: 0.1 0.9 1.1 1.7 10.1 100.1 1000.1
    bem cardinal one: 1 1.0 1.00 1.000 1.0000
    bem cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    bem cardinal other: 10000.0 100000.0 1000000.0
    bez cardinal one: 1 1.0 1.00 1.000 1.0000
    bez cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    bez cardinal other: 10000.0 100000.0 1000000.0
    bg cardinal one: 1 1.0 1.00 1.000 1.0000
    bg cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    bg cardinal other: 10000.0 100000.0 1000000.0
    bho cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    bho cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    bho cardinal other: 100000.0 1000000.0
    bm cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    bm cardinal other: 1000000.0
    bn cardinal one: 0 1 0.0 1.0 0.00 0.04
    bn cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    bn cardinal other: 1000000.0
    bo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    bo cardinal other: 1000000.0
    br cardinal one: 1 21 31 41 51 61 81 101 1001 1.0 21.0 31.0 41.0 51.0 61.0 81.0 101.0 1001.0
    br cardinal two: 2 22 32 42 52 62 82 102 1002 2.0 22.0 32.0 42.0 52.0 62.0 82.0 102.0 1002.0
    br cardinal few: 3 4 9 23 24 29 33 34 39 43 44 49 103 1003 3.0 4.0 9.0 23.0 24.0 29.0 33.0 34.0
    br cardinal few: 103.0 1003.0
    br cardinal many: 1000000 1000000.0 1000000.00 1000000.000 1000000.0000
    br cardinal other: 0 5 8 10 20 100 1000 10000 100000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0 10000.0
    br cardinal other: 100000.0
    brx cardinal one: 1 1.0 1.00 1.000 1.0000
    brx cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    brx cardinal other: 10000.0 100000.0 1000000.0
    bs cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    bs cardinal one: 1000.1
    bs cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002 0.2 0.4 1.2 1.4 2.2 2.4 3.2 3.4 4.2 4.4
    bs cardinal few: 5.2 10.2 100.2 1000.2
    bs cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    bs cardinal other: 1000.0 10000.0 100000.0 1000000.0
    ce cardinal one: 1 1.0 1.00 1.000 1.0000
    ce cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ce cardinal other: 10000.0 100000.0 1000000.0
    ceb cardinal one: 0 3 5 7 8 10 13 15 17 18 20 21 100 1000 10000 100000 1000000 0.0 0.3 0.5 0.7
    ceb cardinal one: 0.8 1.0 1.3 1.5 1.7 1.8 2.0 2.1 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    ceb cardinal other: 4 6 9 14 16 19 24 26 104 1004 0.4 0.6 0.9 1.4 1.6 1.9 2.4 2.6 10.4 100.4
    ceb cardinal other: 1000.4
    cgg cardinal one: 1 1.0 1.00 1.000 1.0000
    cgg cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    cgg cardinal other: 10000.0 100000.0 1000000.0
    chr cardinal one: 1 1.0 1.00 1.000 1.0000
    chr cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    chr cardinal other: 10000.0 100000.0 1000000.0
    ckb cardinal one: 1 1.0 1.00 1.000 1.0000
    ckb cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ckb cardinal other: 10000.0 100000.0 1000000.0
    cs cardinal one: 1
    cs cardinal few: 2 4
    cs cardinal many: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    cs cardinal other: 0 5 19 100 1000 10000 100000 1000000
    cy cardinal zero: 0 0.0 0.00 0.000 0.0000
    cy cardinal one: 1 1.0 1.00 1.000 1.0000
    cy cardinal two: 2 2.0 2.00 2.000 2.0000
    cy cardinal few: 3 3.0 3.00 3.000 3.0000
    cy cardinal many: 6 6.0 6.00 6.000 6.0000
    cy cardinal other: 4 5 7 20 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0
    cy cardinal other: 10000.0 100000.0 1000000.0
    da cardinal one: 1 0.1 1.6
    da cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 2.0 3.4 10.0 100.0 1000.0 10000.0
    da cardinal other: 100000.0 1000000.0
    de cardinal one: 1
    de cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    de cardinal other: 100000.0 1000000.0
    doi cardinal one: 0 1 0.0 1.0 0.00 0.04
    doi cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0
    doi cardinal other: 100000.0 1000000.0
    dsb cardinal one: 1 101 201 301 401 501 601 701 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    dsb cardinal one: 1000.1
    dsb cardinal two: 2 102 202 302 402 502 602 702 1002 0.2 1.2 2.2 3.2 4.2 5.2 6.2 7.2 10.2 100.2
    dsb cardinal two: 1000.2
    dsb cardinal few: 3 4 103 104 203 204 303 304 403 404 503 504 603 604 703 704 1003 0.3 0.4 1.3
    dsb cardinal few: 1.4 2.3 2.4 3.3 3.4 4.3 4.4 5.3 5.4 6.3 6.4 7.3 7.4 10.3 100.3 1000.3
    dsb cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    dsb cardinal other: 1000.0 10000.0 100000.0 1000000.0
    dv cardinal one: 1 1.0 1.00 1.000 1.0000
    dv cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    dv cardinal other: 10000.0 100000.0 1000000.0
    dz cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    dz cardinal other: 1000000.0
    ee cardinal one: 1 1.0 1.00 1.000 1.0000
    ee cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ee cardinal other: 10000.0 100000.0 1000000.0
    el cardinal one: 1 1.0 1.00 1.000 1.0000
    el cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    el cardinal other: 10000.0 100000.0 1000000.0
    en cardinal one: 1
    en cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    en cardinal other: 100000.0 1000000.0
    eo cardinal one: 1 1.0 1.00 1.000 1.0000
    eo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    eo cardinal other: 10000.0 100000.0 1000000.0
    es cardinal one: 1 1.0 1.00 1.000 1.0000
    es cardinal many: 1000000
    es cardinal other: 0 2 16 100 1000 10000 100000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0 10000.0
    es cardinal other: 100000.0 1000000.0
    et cardinal one: 1
    et cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    et cardinal other: 100000.0 1000000.0
    eu cardinal one: 1 1.0 1.00 1.000 1.0000
    eu cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    eu cardinal other: 10000.0 100000.0 1000000.0
    fa cardinal one: 0 1 0.0 1.0 0.00 0.04
    fa cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    fa cardinal other: 1000000.0
    ff cardinal one: 0 1 0.0 1.5
    ff cardinal other: 2 17 100 1000 10000 100000 1000000 2.0 3.5 10.0 100.0 1000.0 10000.0 100000.0
    ff cardinal other: 1000000.0
    fi cardinal one: 1
    fi cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    fi cardinal other: 100000.0 1000000.0
    fil cardinal one: 0 3 5 7 8 10 13 15 17 18 20 21 100 1000 10000 100000 1000000 0.0 0.3 0.5 0.7
    fil cardinal one: 0.8 1.0 1.3 1.5 1.7 1.8 2.0 2.1 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    fil cardinal other: 4 6 9 14 16 19 24 26 104 1004 0.4 0.6 0.9 1.4 1.6 1.9 2.4 2.6 10.4 100.4
    fil cardinal other: 1000.4
    fo cardinal one: 1 1.0 1.00 1.000 1.0000
    fo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    fo cardinal other: 10000.0 100000.0 1000000.0
    fr cardinal one: 0 1 0.0 1.5
    fr cardinal many: 1000000
    fr cardinal other: 2 17 100 1000 10000 100000 2.0 3.5 10.0 100.0 1000.0 10000.0 100000.0
    fr cardinal other: 1000000.0
    fur cardinal one: 1 1.0 1.00 1.000 1.0000
    fur cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    fur cardinal other: 10000.0 100000.0 1000000.0
    fy cardinal one: 1
    fy cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    fy cardinal other: 100000.0 1000000.0
    ga cardinal one: 1 1.0 1.00 1.000 1.0000
    ga cardinal two: 2 2.0 2.00 2.000 2.0000
    ga cardinal few: 3 6 3.0 4.0 5.0 6.0 3.00 4.00 5.00 6.00 3.000 4.000 5.000 6.000 3.0000 4.0000
    ga cardinal few: 5.0000 6.0000
    ga cardinal many: 7 10 7.0 8.0 9.0 10.0 7.00 8.00 9.00 10.00 7.000 8.000 9.000 10.000 7.0000
    ga cardinal many: 8.0000 9.0000 10.0000
    ga cardinal other: 0 11 25 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.1 100.0 1000.0
    ga cardinal other: 10000.0 100000.0 1000000.0
    gd cardinal one: 1 11 1.0 11.0 1.00 11.00 1.000 11.000 1.0000
    gd cardinal two: 2 12 2.0 12.0 2.00 12.00 2.000 12.000 2.0000
    gd cardinal few: 3 10 13 19 3.0 4.0 5.0 6.0 7.0 8.0 9.0 10.0 13.0 14.0 15.0 16.0 17.0 18.0 19.0
    gd cardinal few: 3.00
    gd cardinal other: 0 20 34 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.1 100.0 1000.0
    gd cardinal other: 10000.0 100000.0 1000000.0
    gl cardinal one: 1
    gl cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    gl cardinal other: 100000.0 1000000.0
    gsw cardinal one: 1 1.0 1.00 1.000 1.0000
    gsw cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    gsw cardinal other: 10000.0 100000.0 1000000.0
    gu cardinal one: 0 1 0.0 1.0 0.00 0.04
    gu cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    gu cardinal other: 1000000.0
    gv cardinal one: 1 11 21 31 41 51 61 71 101 1001
    gv cardinal two: 2 12 22 32 42 52 62 72 102 1002
    gv cardinal few: 0 20 40 60 80 100 120 140 1000 10000 100000 1000000
    gv cardinal many: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    gv cardinal other: 3 10 13 19 23 103 1003
    ha cardinal one: 1 1.0 1.00 1.000 1.0000
    ha cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ha cardinal other: 10000.0 100000.0 1000000.0
    haw cardinal one: 1 1.0 1.00 1.000 1.0000
    haw cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    haw cardinal other: 10000.0 100000.0 1000000.0
    hi cardinal one: 0 1 0.0 1.0 0.00 0.04
    hi cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    hi cardinal other: 1000000.0
    hnj cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    hnj cardinal other: 100000.0 1000000.0
    hr cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    hr cardinal one: 1000.1
    hr cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002 0.2 0.4 1.2 1.4 2.2 2.4 3.2 3.4 4.2 4.4
    hr cardinal few: 5.2 10.2 100.2 1000.2
    hr cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    hr cardinal other: 1000.0 10000.0 100000.0 1000000.0
    hsb cardinal one: 1 101 201 301 401 501 601 701 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    hsb cardinal one: 1000.1
    hsb cardinal two: 2 102 202 302 402 502 602 702 1002 0.2 1.2 2.2 3.2 4.2 5.2 6.2 7.2 10.2 100.2
    hsb cardinal two: 1000.2
    hsb cardinal few: 3 4 103 104 203 204 303 304 403 404 503 504 603 604 703 704 1003 0.3 0.4 1.3
    hsb cardinal few: 1.4 2.3 2.4 3.3 3.4 4.3 4.4 5.3 5.4 6.3 6.4 7.3 7.4 10.3 100.3 1000.3
    hsb cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    hsb cardinal other: 1000.0 10000.0 100000.0 1000000.0
    hu cardinal one: 1 1.0 1.00 1.000 1.0000
    hu cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    hu cardinal other: 10000.0 100000.0 1000000.0
    hy cardinal one: 0 1 0.0 1.5
    hy cardinal other: 2 17 100 1000 10000 100000 1000000 2.0 3.5 10.0 100.0 1000.0 10000.0 100000.0
    hy cardinal other: 1000000.0
    ia cardinal one: 1
    ia cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    ia cardinal other: 100000.0 1000000.0
    id cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    id cardinal other: 1000000.0
    ig cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    ig cardinal other: 1000000.0
    ii cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    ii cardinal other: 1000000.0
    io cardinal one: 1
    io cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    io cardinal other: 100000.0 1000000.0
    it cardinal one: 1
    it cardinal many: 1000000
    it cardinal other: 0 2 16 100 1000 10000 100000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    it cardinal other: 1000000.0
    iu cardinal one: 1 1.0 1.00 1.000 1.0000
    iu cardinal two: 2 2.0 2.00 2.000 2.0000
    iu cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    iu cardinal other: 10000.0 100000.0 1000000.0
    ja cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    ja cardinal other: 1000000.0
    jbo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    jbo cardinal other: 100000.0 1000000.0
    jgo cardinal one: 1 1.0 1.00 1.000 1.0000
    jgo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    jgo cardinal other: 10000.0 100000.0 1000000.0
    ji cardinal one: 1
    ji cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    ji cardinal other: 100000.0 1000000.0
    jmc cardinal one: 1 1.0 1.00 1.000 1.0000
    jmc cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    jmc cardinal other: 10000.0 100000.0 1000000.0
    jv cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    jv cardinal other: 1000000.0
    ka cardinal one: 1 1.0 1.00 1.000 1.0000
    ka cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ka cardinal other: 10000.0 100000.0 1000000.0
    kab cardinal one: 0 1 0.0 1.5
    kab cardinal other: 2 17 100 1000 10000 100000 1000000 2.0 3.5 10.0 100.0 1000.0 10000.0
    kab cardinal other: 100000.0 1000000.0
    kaj cardinal one: 1 1.0 1.00 1.000 1.0000
    kaj cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    kaj cardinal other: 10000.0 100000.0 1000000.0
    kcg cardinal one: 1 1.0 1.00 1.000 1.0000
    kcg cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    kcg cardinal other: 10000.0 100000.0 1000000.0
    kde cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    kde cardinal other: 100000.0 1000000.0
    kea cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    kea cardinal other: 100000.0 1000000.0
    kk cardinal one: 1 1.0 1.00 1.000 1.0000
    kk cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    kk cardinal other: 10000.0 100000.0 1000000.0
    kkj cardinal one: 1 1.0 1.00 1.000 1.0000
    kkj cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    kkj cardinal other: 10000.0 100000.0 1000000.0
    kl cardinal one: 1 1.0 1.00 1.000 1.0000
    kl cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    kl cardinal other: 10000.0 100000.0 1000000.0
    km cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    km cardinal other: 1000000.0
    kn cardinal one: 0 1 0.0 1.0 0.00 0.04
    kn cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    kn cardinal other: 1000000.0
    ko cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    ko cardinal other: 1000000.0
    ks cardinal one: 1 1.0 1.00 1.000 1.0000
    ks cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ks cardinal other: 10000.0 100000.0 1000000.0
    ksb cardinal one: 1 1.0 1.00 1.000 1.0000
    ksb cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ksb cardinal other: 10000.0 100000.0 1000000.0
    ksh cardinal zero: 0 0.0 0.00 0.000 0.0000
    ksh cardinal one: 1 1.0 1.00 1.000 1.0000
    ksh cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    ksh cardinal other: 100000.0 1000000.0
    ku cardinal one: 1 1.0 1.00 1.000 1.0000
    ku cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ku cardinal other: 10000.0 100000.0 1000000.0
    kw cardinal zero: 0 0.0 0.00 0.000 0.0000
    kw cardinal one: 1 1.0 1.00 1.000 1.0000
    kw cardinal two: 2 22 42 62 82 102 122 142 1000 10000 100000 2.0 22.0 42.0 62.0 82.0 102.0 122.0
    kw cardinal two: 142.0 1000.0 10000.0 100000.0
    kw cardinal few: 3 23 43 63 83 103 123 143 1003 3.0 23.0 43.0 63.0 83.0 103.0 123.0 143.0 1003.0
    kw cardinal many: 21 41 61 81 101 121 141 161 1001 21.0 41.0 61.0 81.0 101.0 121.0 141.0 161.0
    kw cardinal many: 1001.0
    kw cardinal other: 4 19 100 1004 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.1 1000000.0
    ky cardinal one: 1 1.0 1.00 1.000 1.0000
    ky cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ky cardinal other: 10000.0 100000.0 1000000.0
    lag cardinal zero: 0 0.0 0.00 0.000 0.0000
    lag cardinal one: 1 0.1 1.6
    lag cardinal other: 2 17 100 1000 10000 100000 1000000 2.0 3.5 10.0 100.0 1000.0 10000.0
    lag cardinal other: 100000.0 1000000.0
    lb cardinal one: 1 1.0 1.00 1.000 1.0000
    lb cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    lb cardinal other: 10000.0 100000.0 1000000.0
    lg cardinal one: 1 1.0 1.00 1.000 1.0000
    lg cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    lg cardinal other: 10000.0 100000.0 1000000.0
    lij cardinal one: 1
    lij cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    lij cardinal other: 100000.0 1000000.0
    lkt cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    lkt cardinal other: 100000.0 1000000.0
    ln cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    ln cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    ln cardinal other: 100000.0 1000000.0
    lo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    lo cardinal other: 1000000.0
    lt cardinal one: 1 21 31 41 51 61 71 81 101 1001 1.0 21.0 31.0 41.0 51.0 61.0 71.0 81.0 101.0
    lt cardinal one: 1001.0
    lt cardinal few: 2 9 22 29 102 1002 2.0 3.0 4.0 5.0 6.0 7.0 8.0 9.0 22.0 102.0 1002.0
    lt cardinal many: 0.1 0.9 1.1 1.7 10.1 100.1 1000.1
    lt cardinal other: 0 10 20 30 40 50 60 100 1000 10000 100000 1000000 0.0 10.0 11.0 12.0 13.0
    lt cardinal other: 14.0 15.0 16.0 100.0 1000.0 10000.0 100000.0 1000000.0
    lv cardinal zero: 0 10 20 30 40 50 60 100 1000 10000 100000 1000000 0.0 10.0 11.0 12.0 13.0 14.0
    lv cardinal zero: 15.0 16.0 100.0 1000.0 10000.0 100000.0 1000000.0
    lv cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.0 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    lv cardinal one: 1000.1
    lv cardinal other: 2 9 22 29 102 1002 0.2 0.9 1.2 1.9 10.2 100.2 1000.2
    mas cardinal one: 1 1.0 1.00 1.000 1.0000
    mas cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    mas cardinal other: 10000.0 100000.0 1000000.0
    mg cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    mg cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    mg cardinal other: 100000.0 1000000.0
    mgo cardinal one: 1 1.0 1.00 1.000 1.0000
    mgo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    mgo cardinal other: 10000.0 100000.0 1000000.0
    mk cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    mk cardinal one: 1000.1
    mk cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.2 1.0 1.2 1.7 10.0 100.0 1000.0
    mk cardinal other: 10000.0 100000.0 1000000.0
    ml cardinal one: 1 1.0 1.00 1.000 1.0000
    ml cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ml cardinal other: 10000.0 100000.0 1000000.0
    mn cardinal one: 1 1.0 1.00 1.000 1.0000
    mn cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    mn cardinal other: 10000.0 100000.0 1000000.0
    mr cardinal one: 1 1.0 1.00 1.000 1.0000
    mr cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    mr cardinal other: 10000.0 100000.0 1000000.0
    ms cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    ms cardinal other: 1000000.0
    my cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    my cardinal other: 1000000.0
    naq cardinal one: 1 1.0 1.00 1.000 1.0000
    naq cardinal two: 2 2.0 2.00 2.000 2.0000
    naq cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    naq cardinal other: 10000.0 100000.0 1000000.0
    nb cardinal one: 1 1.0 1.00 1.000 1.0000
    nb cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nb cardinal other: 10000.0 100000.0 1000000.0
    nd cardinal one: 1 1.0 1.00 1.000 1.0000
    nd cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nd cardinal other: 10000.0 100000.0 1000000.0
    ne cardinal one: 1 1.0 1.00 1.000 1.0000
    ne cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ne cardinal other: 10000.0 100000.0 1000000.0
    nl cardinal one: 1
    nl cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    nl cardinal other: 100000.0 1000000.0
    nn cardinal one: 1 1.0 1.00 1.000 1.0000
    nn cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nn cardinal other: 10000.0 100000.0 1000000.0
    nnh cardinal one: 1 1.0 1.00 1.000 1.0000
    nnh cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nnh cardinal other: 10000.0 100000.0 1000000.0
    no cardinal one: 1 1.0 1.00 1.000 1.0000
    no cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    no cardinal other: 10000.0 100000.0 1000000.0
    nqo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    nqo cardinal other: 100000.0 1000000.0
    nr cardinal one: 1 1.0 1.00 1.000 1.0000
    nr cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nr cardinal other: 10000.0 100000.0 1000000.0
    nso cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    nso cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    nso cardinal other: 100000.0 1000000.0
    ny cardinal one: 1 1.0 1.00 1.000 1.0000
    ny cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ny cardinal other: 10000.0 100000.0 1000000.0
    nyn cardinal one: 1 1.0 1.00 1.000 1.0000
    nyn cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    nyn cardinal other: 10000.0 100000.0 1000000.0
    om cardinal one: 1 1.0 1.00 1.000 1.0000
    om cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    om cardinal other: 10000.0 100000.0 1000000.0
    or cardinal one: 1 1.0 1.00 1.000 1.0000
    or cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    or cardinal other: 10000.0 100000.0 1000000.0
    os cardinal one: 1 1.0 1.00 1.000 1.0000
    os cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    os cardinal other: 10000.0 100000.0 1000000.0
    osa cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    osa cardinal other: 100000.0 1000000.0
    pa cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    pa cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    pa cardinal other: 100000.0 1000000.0
    pap cardinal one: 1 1.0 1.00 1.000 1.0000
    pap cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    pap cardinal other: 10000.0 100000.0 1000000.0
    pcm cardinal one: 0 1 0.0 1.0 0.00 0.04
    pcm cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0
    pcm cardinal other: 100000.0 1000000.0
    pl cardinal one: 1
    pl cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002
    pl cardinal many: 0 5 19 100 1000 10000 100000 1000000
    pl cardinal other: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    prg cardinal zero: 0 10 20 30 40 50 60 100 1000 10000 100000 1000000 0.0 10.0 11.0 12.0 13.0
    prg cardinal zero: 14.0 15.0 16.0 100.0 1000.0 10000.0 100000.0 1000000.0
    prg cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.0 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    prg cardinal one: 1000.1
    prg cardinal other: 2 9 22 29 102 1002 0.2 0.9 1.2 1.9 10.2 100.2 1000.2
    ps cardinal one: 1 1.0 1.00 1.000 1.0000
    ps cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ps cardinal other: 10000.0 100000.0 1000000.0
    pt cardinal one: 0 1 0.0 1.5
    pt cardinal many: 1000000
    pt cardinal other: 2 17 100 1000 10000 100000 2.0 3.5 10.0 100.0 1000.0 10000.0 100000.0
    pt cardinal other: 1000000.0
    pt-PT cardinal one: 1
    pt-PT cardinal many: 1000000
    pt-PT cardinal other: 0 2 16 100 1000 10000 100000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    pt-PT cardinal other: 1000000.0
    rm cardinal one: 1 1.0 1.00 1.000 1.0000
    rm cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    rm cardinal other: 10000.0 100000.0 1000000.0
    rof cardinal one: 1 1.0 1.00 1.000 1.0000
    rof cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    rof cardinal other: 10000.0 100000.0 1000000.0
    ru cardinal one: 1 21 31 41 51 61 71 81 101 1001
    ru cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002
    ru cardinal many: 0 5 19 100 1000 10000 100000 1000000
    ru cardinal other: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    rwk cardinal one: 1 1.0 1.00 1.000 1.0000
    rwk cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    rwk cardinal other: 10000.0 100000.0 1000000.0
    sah cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    sah cardinal other: 100000.0 1000000.0
    saq cardinal one: 1 1.0 1.00 1.000 1.0000
    saq cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    saq cardinal other: 10000.0 100000.0 1000000.0
    sat cardinal one: 1 1.0 1.00 1.000 1.0000
    sat cardinal two: 2 2.0 2.00 2.000 2.0000
    sat cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sat cardinal other: 10000.0 100000.0 1000000.0
    sc cardinal one: 1
    sc cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    sc cardinal other: 100000.0 1000000.0
    sd cardinal one: 1 1.0 1.00 1.000 1.0000
    sd cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sd cardinal other: 10000.0 100000.0 1000000.0
    sdh cardinal one: 1 1.0 1.00 1.000 1.0000
    sdh cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sdh cardinal other: 10000.0 100000.0 1000000.0
    se cardinal one: 1 1.0 1.00 1.000 1.0000
    se cardinal two: 2 2.0 2.00 2.000 2.0000
    se cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    se cardinal other: 10000.0 100000.0 1000000.0
    seh cardinal one: 1 1.0 1.00 1.000 1.0000
    seh cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    seh cardinal other: 10000.0 100000.0 1000000.0
    ses cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    ses cardinal other: 100000.0 1000000.0
    sg cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    sg cardinal other: 1000000.0
    sh cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    sh cardinal one: 1000.1
    sh cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002 0.2 0.4 1.2 1.4 2.2 2.4 3.2 3.4 4.2 4.4
    sh cardinal few: 5.2 10.2 100.2 1000.2
    sh cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    sh cardinal other: 1000.0 10000.0 100000.0 1000000.0
    shi cardinal one: 0 1 0.0 1.0 0.00 0.04
    shi cardinal few: 2 10 2.0 3.0 4.0 5.0 6.0 7.0 8.0 9.0 10.0 2.00 3.00 4.00 5.00 6.00 7.00 8.00
    shi cardinal other: 11 26 100 1000 10000 100000 1000000 1.1 1.9 2.1 2.7 10.1 100.0 1000.0
    shi cardinal other: 10000.0 100000.0 1000000.0
    si cardinal one: 0 1 0.0 0.1 1.0 0.00 0.01 1.00 0.000 0.001 1.000 0.0000 0.0001 1.0000
    si cardinal other: 2 17 100 1000 10000 100000 1000000 0.2 0.9 1.1 1.8 10.0 100.0 1000.0 10000.0
    si cardinal other: 100000.0 1000000.0
    sk cardinal one: 1
    sk cardinal few: 2 4
    sk cardinal many: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    sk cardinal other: 0 5 19 100 1000 10000 100000 1000000
    sl cardinal one: 1 101 201 301 401 501 601 701 1001
    sl cardinal two: 2 102 202 302 402 502 602 702 1002
    sl cardinal few: 3 4 103 104 203 204 303 304 403 404 503 504 603 604 703 704 1003 0.0 1.5 10.0
    sl cardinal few: 100.0 1000.0 10000.0 100000.0 1000000.0
    sl cardinal other: 0 5 19 100 1000 10000 100000 1000000
    sma cardinal one: 1 1.0 1.00 1.000 1.0000
    sma cardinal two: 2 2.0 2.00 2.000 2.0000
    sma cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sma cardinal other: 10000.0 100000.0 1000000.0
    smj cardinal one: 1 1.0 1.00 1.000 1.0000
    smj cardinal two: 2 2.0 2.00 2.000 2.0000
    smj cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    smj cardinal other: 10000.0 100000.0 1000000.0
    smn cardinal one: 1 1.0 1.00 1.000 1.0000
    smn cardinal two: 2 2.0 2.00 2.000 2.0000
    smn cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    smn cardinal other: 10000.0 100000.0 1000000.0
    sms cardinal one: 1 1.0 1.00 1.000 1.0000
    sms cardinal two: 2 2.0 2.00 2.000 2.0000
    sms cardinal other: 0 3 17 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sms cardinal other: 10000.0 100000.0 1000000.0
    sn cardinal one: 1 1.0 1.00 1.000 1.0000
    sn cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sn cardinal other: 10000.0 100000.0 1000000.0
    so cardinal one: 1 1.0 1.00 1.000 1.0000
    so cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    so cardinal other: 10000.0 100000.0 1000000.0
    sq cardinal one: 1 1.0 1.00 1.000 1.0000
    sq cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    sq cardinal other: 10000.0 100000.0 1000000.0
    sr cardinal one: 1 21 31 41 51 61 71 81 101 1001 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 10.1 100.1
    sr cardinal one: 1000.1
    sr cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002 0.2 0.4 1.2 1.4 2.2 2.4 3.2 3.4 4.2 4.4
    sr cardinal few: 5.2 10.2 100.2 1000.2
    sr cardinal other: 0 5 19 100 1000 10000 100000 1000000 0.0 0.5 1.0 1.5 2.0 2.5 2.7 10.0 100.0
    sr cardinal other: 1000.0 10000.0 100000.0 1000000.0
    ss cardinal one: 1 1.0 1.00 1.000 1.0000
    ss cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ss cardinal other: 10000.0 100000.0 1000000.0
    ssy cardinal one: 1 1.0 1.00 1.000 1.0000
    ssy cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ssy cardinal other: 10000.0 100000.0 1000000.0
    st cardinal one: 1 1.0 1.00 1.000 1.0000
    st cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    st cardinal other: 10000.0 100000.0 1000000.0
    su cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    su cardinal other: 1000000.0
    sv cardinal one: 1
    sv cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    sv cardinal other: 100000.0 1000000.0
    sw cardinal one: 1
    sw cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    sw cardinal other: 100000.0 1000000.0
    syr cardinal one: 1 1.0 1.00 1.000 1.0000
    syr cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    syr cardinal other: 10000.0 100000.0 1000000.0
    ta cardinal one: 1 1.0 1.00 1.000 1.0000
    ta cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ta cardinal other: 10000.0 100000.0 1000000.0
    te cardinal one: 1 1.0 1.00 1.000 1.0000
    te cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    te cardinal other: 10000.0 100000.0 1000000.0
    teo cardinal one: 1 1.0 1.00 1.000 1.0000
    teo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    teo cardinal other: 10000.0 100000.0 1000000.0
    th cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    th cardinal other: 1000000.0
    ti cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    ti cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    ti cardinal other: 100000.0 1000000.0
    tig cardinal one: 1 1.0 1.00 1.000 1.0000
    tig cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    tig cardinal other: 10000.0 100000.0 1000000.0
    tk cardinal one: 1 1.0 1.00 1.000 1.0000
    tk cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    tk cardinal other: 10000.0 100000.0 1000000.0
    tl cardinal one: 0 3 5 7 8 10 13 15 17 18 20 21 100 1000 10000 100000 1000000 0.0 0.3 0.5 0.7
    tl cardinal one: 0.8 1.0 1.3 1.5 1.7 1.8 2.0 2.1 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    tl cardinal other: 4 6 9 14 16 19 24 26 104 1004 0.4 0.6 0.9 1.4 1.6 1.9 2.4 2.6 10.4 100.4
    tl cardinal other: 1000.4
    tn cardinal one: 1 1.0 1.00 1.000 1.0000
    tn cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    tn cardinal other: 10000.0 100000.0 1000000.0
    to cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    to cardinal other: 1000000.0
    tpi cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    tpi cardinal other: 100000.0 1000000.0
    tr cardinal one: 1 1.0 1.00 1.000 1.0000
    tr cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    tr cardinal other: 10000.0 100000.0 1000000.0
    ts cardinal one: 1 1.0 1.00 1.000 1.0000
    ts cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ts cardinal other: 10000.0 100000.0 1000000.0
    tzm cardinal one: 0 1 11 24 0.0 1.0 11.0 12.0 13.0 14.0 15.0 16.0 17.0 18.0 19.0 20.0 21.0 22.0
    tzm cardinal one: 23.0 24.0
    tzm cardinal other: 2 10 100 106 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0
    tzm cardinal other: 10000.0 100000.0 1000000.0
    ug cardinal one: 1 1.0 1.00 1.000 1.0000
    ug cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ug cardinal other: 10000.0 100000.0 1000000.0
    uk cardinal one: 1 21 31 41 51 61 71 81 101 1001
    uk cardinal few: 2 4 22 24 32 34 42 44 52 54 62 102 1002
    uk cardinal many: 0 5 19 100 1000 10000 100000 1000000
    uk cardinal other: 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0 1000000.0
    ur cardinal one: 1
    ur cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    ur cardinal other: 100000.0 1000000.0
    uz cardinal one: 1 1.0 1.00 1.000 1.0000
    uz cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    uz cardinal other: 10000.0 100000.0 1000000.0
    ve cardinal one: 1 1.0 1.00 1.000 1.0000
    ve cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    ve cardinal other: 10000.0 100000.0 1000000.0
    vi cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    vi cardinal other: 1000000.0
    vo cardinal one: 1 1.0 1.00 1.000 1.0000
    vo cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    vo cardinal other: 10000.0 100000.0 1000000.0
    vun cardinal one: 1 1.0 1.00 1.000 1.0000
    vun cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    vun cardinal other: 10000.0 100000.0 1000000.0
    wa cardinal one: 0 1 0.0 1.0 0.00 1.00 0.000 1.000 0.0000 1.0000
    wa cardinal other: 2 17 100 1000 10000 100000 1000000 0.1 0.9 1.1 1.7 10.0 100.0 1000.0 10000.0
    wa cardinal other: 100000.0 1000000.0
    wae cardinal one: 1 1.0 1.00 1.000 1.0000
    wae cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    wae cardinal other: 10000.0 100000.0 1000000.0
    wo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    wo cardinal other: 1000000.0
    xh cardinal one: 1 1.0 1.00 1.000 1.0000
    xh cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    xh cardinal other: 10000.0 100000.0 1000000.0
    xog cardinal one: 1 1.0 1.00 1.000 1.0000
    xog cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 0.9 1.1 1.6 10.0 100.0 1000.0
    xog cardinal other: 10000.0 100000.0 1000000.0
    yi cardinal one: 1
    yi cardinal other: 0 2 16 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    yi cardinal other: 100000.0 1000000.0
    yo cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    yo cardinal other: 1000000.0
    yue cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0
    yue cardinal other: 100000.0 1000000.0
    zh cardinal other: 0 15 100 1000 10000 100000 1000000 0.0 1.5 10.0 100.0 1000.0 10000.0 100000.0
    zh cardinal other: 1000000.0
    zu cardinal one: 0 1 0.0 1.0 0.00 0.04
    zu cardinal other: 2 17 100 1000 10000 100000 1000000 1.1 2.6 10.0 100.0 1000.0 10000.0 100000.0
    zu cardinal other: 1000000.0
    af ordinal other: 0 15 100 1000 10000 100000 1000000
    am ordinal other: 0 15 100 1000 10000 100000 1000000
    an ordinal other: 0 15 100 1000 10000 100000 1000000
    ar ordinal other: 0 15 100 1000 10000 100000 1000000
    as ordinal one: 1 5 7 10
    as ordinal two: 2 3
    as ordinal few: 4
    as ordinal many: 6
    as ordinal other: 0 11 25 100 1000 10000 100000 1000000
    az ordinal one: 1 2 5 7 8 11 12 15 17 18 20 22 25 101 1001
    az ordinal few: 3 4 13 14 23 24 33 34 43 44 53 54 63 64 73 74 100 1003
    az ordinal many: 0 6 16 26 36 40 46 56 106 1006
    az ordinal other: 9 10 19 29 30 39 49 59 69 79 109 1000 10000 100000 1000000
    bal ordinal one: 1
    bal ordinal other: 0 2 16 100 1000 10000 100000 1000000
    be ordinal few: 2 3 22 23 32 33 42 43 52 53 62 63 72 73 82 83 102 1002
    be ordinal other: 0 1 4 17 100 1000 10000 100000 1000000
    bg ordinal other: 0 15 100 1000 10000 100000 1000000
    bn ordinal one: 1 5 7 10
    bn ordinal two: 2 3
    bn ordinal few: 4
    bn ordinal many: 6
    bn ordinal other: 0 11 25 100 1000 10000 100000 1000000
    bs ordinal other: 0 15 100 1000 10000 100000 1000000
    ca ordinal one: 1 3
    ca ordinal two: 2
    ca ordinal few: 4
    ca ordinal other: 0 5 19 100 1000 10000 100000 1000000
    ce ordinal other: 0 15 100 1000 10000 100000 1000000
    cs ordinal other: 0 15 100 1000 10000 100000 1000000
    cy ordinal zero: 0 7 9
    cy ordinal one: 1
    cy ordinal two: 2
    cy ordinal few: 3 4
    cy ordinal many: 5 6
    cy ordinal other: 10 25 100 1000 10000 100000 1000000
    da ordinal other: 0 15 100 1000 10000 100000 1000000
    de ordinal other: 0 15 100 1000 10000 100000 1000000
    dsb ordinal other: 0 15 100 1000 10000 100000 1000000
    el ordinal other: 0 15 100 1000 10000 100000 1000000
    en ordinal one: 1 21 31 41 51 61 71 81 101 1001
    en ordinal two: 2 22 32 42 52 62 72 82 102 1002
    en ordinal few: 3 23 33 43 53 63 73 83 103 1003
    en ordinal other: 0 4 18 100 1000 10000 100000 1000000
    es ordinal other: 0 15 100 1000 10000 100000 1000000
    et ordinal other: 0 15 100 1000 10000 100000 1000000
    eu ordinal other: 0 15 100 1000 10000 100000 1000000
    fa ordinal other: 0 15 100 1000 10000 100000 1000000
    fi ordinal other: 0 15 100 1000 10000 100000 1000000
    fil ordinal one: 1
    fil ordinal other: 0 2 16 100 1000 10000 100000 1000000
    fr ordinal one: 1
    fr ordinal other: 0 2 16 100 1000 10000 100000 1000000
    fy ordinal other: 0 15 100 1000 10000 100000 1000000
    ga ordinal one: 1
    ga ordinal other: 0 2 16 100 1000 10000 100000 1000000
    gd ordinal one: 1 11
    gd ordinal two: 2 12
    gd ordinal few: 3 13
    gd ordinal other: 0 4 10 14 21 100 1000 10000 100000 1000000
    gl ordinal other: 0 15 100 1000 10000 100000 1000000
    gsw ordinal other: 0 15 100 1000 10000 100000 1000000
    gu ordinal one: 1
    gu ordinal two: 2 3
    gu ordinal few: 4
    gu ordinal many: 6
    gu ordinal other: 0 5 7 20 100 1000 10000 100000 1000000
    he ordinal other: 0 15 100 1000 10000 100000 1000000
    hi ordinal one: 1
    hi ordinal two: 2 3
    hi ordinal few: 4
    hi ordinal many: 6
    hi ordinal other: 0 5 7 20 100 1000 10000 100000 1000000
    hr ordinal other: 0 15 100 1000 10000 100000 1000000
    hsb ordinal other: 0 15 100 1000 10000 100000 1000000
    hu ordinal one: 1 5
    hu ordinal other: 0 2 4 6 17 100 1000 10000 100000 1000000
    hy ordinal one: 1
    hy ordinal other: 0 2 16 100 1000 10000 100000 1000000
    ia ordinal other: 0 15 100 1000 10000 100000 1000000
    id ordinal other: 0 15 100 1000 10000 100000 1000000
    is ordinal other: 0 15 100 1000 10000 100000 1000000
    it ordinal many: 8 11 80 800
    it ordinal other: 0 7 9 10 12 17 100 1000 10000 100000 1000000
    iw ordinal other: 0 15 100 1000 10000 100000 1000000
    ja ordinal other: 0 15 100 1000 10000 100000 1000000
    ka ordinal one: 1
    ka ordinal many: 0 2 16 102 1002
    ka ordinal other: 21 36 100 1000 10000 100000 1000000
    kk ordinal many: 6 9 10 16 19 20 26 29 30 36 39 40 100 1000 10000 100000 1000000
    kk ordinal other: 0 5 7 8 11 15 17 18 21 101 1001
    km ordinal other: 0 15 100 1000 10000 100000 1000000
    kn ordinal other: 0 15 100 1000 10000 100000 1000000
    ko ordinal other: 0 15 100 1000 10000 100000 1000000
    kw ordinal one: 1 4 21 24 41 44 61 64 101 1001
    kw ordinal many: 5 105 205 305 405 505 605 705 1005
    kw ordinal other: 0 6 20 100 1000 10000 100000 1000000
    ky ordinal other: 0 15 100 1000 10000 100000 1000000
    lij ordinal many: 8 11 80 89 800 803
    lij ordinal other: 0 7 9 10 12 17 100 1000 10000 100000 1000000
    lo ordinal one: 1
    lo ordinal other: 0 2 16 100 1000 10000 100000 1000000
    lt ordinal other: 0 15 100 1000 10000 100000 1000000
    lv ordinal other: 0 15 100 1000 10000 100000 1000000
    mk ordinal one: 1 21 31 41 51 61 71 81 101 1001
    mk ordinal two: 2 22 32 42 52 62 72 82 102 1002
    mk ordinal many: 7 8 27 28 37 38 47 48 57 58 67 68 77 78 87 88 107 1007
    mk ordinal other: 0 3 6 9 19 100 1000 10000 100000 1000000
    ml ordinal other: 0 15 100 1000 10000 100000 1000000
    mn ordinal other: 0 15 100 1000 10000 100000 1000000
    mo ordinal one: 1
    mo ordinal other: 0 2 16 100 1000 10000 100000 1000000
    mr ordinal one: 1
    mr ordinal two: 2 3
    mr ordinal few: 4
    mr ordinal other: 0 5 19 100 1000 10000 100000 1000000
    ms ordinal one: 1
    ms ordinal other: 0 2 16 100 1000 10000 100000 1000000
    my ordinal other: 0 15 100 1000 10000 100000 1000000
    nb ordinal other: 0 15 100 1000 10000 100000 1000000
    ne ordinal one: 1 4
    ne ordinal other: 0 5 19 100 1000 10000 100000 1000000
    nl ordinal other: 0 15 100 1000 10000 100000 1000000
    no ordinal other: 0 15 100 1000 10000 100000 1000000
    or ordinal one: 1 5 7 9
    or ordinal two: 2 3
    or ordinal few: 4
    or ordinal many: 6
    or ordinal other: 0 10 24 100 1000 10000 100000 1000000
    pa ordinal other: 0 15 100 1000 10000 100000 1000000
    pl ordinal other: 0 15 100 1000 10000 100000 1000000
    prg ordinal other: 0 15 100 1000 10000 100000 1000000
    ps ordinal other: 0 15 100 1000 10000 100000 1000000
    pt ordinal other: 0 15 100 1000 10000 100000 1000000
    ro ordinal one: 1
    ro ordinal other: 0 2 16 100 1000 10000 100000 1000000
    ru ordinal other: 0 15 100 1000 10000 100000 1000000
    sc ordinal many: 8 11 80 800
    sc ordinal other: 0 7 9 10 12 17 100 1000 10000 100000 1000000
    scn ordinal many: 8 11 80 800
    scn ordinal other: 0 7 9 10 12 17 100 1000 10000 100000 1000000
    sd ordinal other: 0 15 100 1000 10000 100000 1000000
    sh ordinal other: 0 15 100 1000 10000 100000 1000000
    si ordinal other: 0 15 100 1000 10000 100000 1000000
    sk ordinal other: 0 15 100 1000 10000 100000 1000000
    sl ordinal other: 0 15 100 1000 10000 100000 1000000
    sq ordinal one: 1
    sq ordinal many: 4 24 34 44 54 64 74 84 104 1004
    sq ordinal other: 0 2 3 5 17 100 1000 10000 100000 1000000
    sr ordinal other: 0 15 100 1000 10000 100000 1000000
    sv ordinal one: 1 2 21 22 31 32 41 42 51 52 61 62 71 72 81 82 101 1001
    sv ordinal other: 0 3 17 100 1000 10000 100000 1000000
    sw ordinal other: 0 15 100 1000 10000 100000 1000000
    ta ordinal other: 0 15 100 1000 10000 100000 1000000
    te ordinal other: 0 15 100 1000 10000 100000 1000000
    th ordinal other: 0 15 100 1000 10000 100000 1000000
    tk ordinal few: 6 9 10 16 19 26 29 36 39 106 1006
    tk ordinal other: 0 5 7 8 11 15 17 18 20 100 1000 10000 100000 1000000
    tl ordinal one: 1
    tl ordinal other: 0 2 16 100 1000 10000 100000 1000000
    tpi ordinal other: 0 15 100 1000 10000 100000 1000000
    tr ordinal other: 0 15 100 1000 10000 100000 1000000
    uk ordinal few: 3 23 33 43 53 63 73 83 103 1003
    uk ordinal other: 0 2 4 16 100 1000 10000 100000 1000000
    ur ordinal other: 0 15 100 1000 10000 100000 1000000
    uz ordinal other: 0 15 100 1000 10000 100000 1000000
    vi ordinal one: 1
    vi ordinal other: 0 2 16 100 1000 10000 100000 1000000
    yue ordinal other: 0 15 100 1000 10000 100000 1000000
    zh ordinal other: 0 15 100 1000 10000 100000 1000000
    zu ordinal other: 0 15 100 1000 10000 100000 1000000
    """
}
