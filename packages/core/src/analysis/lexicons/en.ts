/**
 * English opinion lexicon (Sightline's own): recommendation and warning language of AI answers. Words are matched
 * whole after NFKC and lower-casing; inflected forms are listed (a final "s" is also tried). Multi-word phrases are
 * matched before single words.
 */
import type { Lexicon } from './types.ts';

export const en: Lexicon = {
  polarity: [
    [
      1,
      'excellent, great, outstanding, superb, perfect, exceptional, best-in-class, top-notch, ' +
        'first-rate, flawless, phenomenal, stellar, unbeatable, second to none, hands down the best',
    ],
    [
      0.9,
      'impressive, excels, excel, excelled, amazing, fantastic, wonderful, brilliant, shines, shine, ' +
        'highly recommended, highly rated, top-rated, top rated, best-rated, award-winning, must-have, ' +
        "can't go wrong, cannot go wrong, can't beat, hard to beat, tough to beat, great value, top pick, " +
        "our top pick, best overall, editor's choice, editors' choice",
    ],
    [
      0.8,
      'acclaimed, lauded, budget pick, value pick, best budget option, beloved, rock-solid, hassle-free, widely recommended, praised for, a joy to use, excels at, shines in, ' +
        'way to go, gets the nod, first choice, first pick, market leader, leads the market, cannot beat, ' +
        'top marks, top scores, overwhelmingly positive, crystal clear, clear winner, best, reliable, ' +
        'dependable, praised, praise, praises, recommended, love, loved, loves, superior, stands out, ' +
        'stand out, standout, well-reviewed, well reviewed, well-regarded, well regarded, well-built, ' +
        'well built, well-made, well made, well-designed, well designed, highly regarded, widely praised, ' +
        'rave reviews, value for money, bang for the buck, bang for your buck, worth every penny, ' +
        'worth the money, worth it, fan favorite, fan favourite, customer favorite, crowd favorite, go-to, ' +
        'gold standard, top choice, top-tier, top tier, best choice, best option, best bet, solid choice, ' +
        'great choice, excellent choice, top performer, leads the pack, ahead of the competition, ' +
        'class-leading, industry-leading, market-leading',
    ],
    [
      0.7,
      'plush, breathable, well cushioned, well-cushioned, supportive, hard-wearing, delightful, terrific, ' +
        'top contender, strong contender, frontrunner, front-runner, good, trusted, trustworthy, ' +
        'innovative, favorite, favourite, recommend, recommends, satisfied, satisfying, satisfaction, ' +
        'comfortable, seamless, seamlessly, robust, sturdy, polished, refined, versatile, generous, ' +
        'spacious, stylish, elegant, beautiful, premium feel, user-friendly, easy to use, easy-to-use, ' +
        'a breeze, pleasure to use, strong choice, popular choice, safe bet, good choice, good option, ' +
        'good value, great option, ideal, lightweight, accurate, responsive, positive reviews, ' +
        'good reviews, great reviews, highly praised, well received, well-received',
    ],
    [
      0.6,
      'extensive, vast, generous selection, wide selection, huge selection, huge library, deep catalog, transparent, snappy, punchy, grippy, ' +
        'intuitive, affordable, durable, powerful, convenient, efficient, helpful, consistent, ' +
        'consistently, excellent value, competitive, competitively priced, reasonably priced, ' +
        'fairly priced, inexpensive, budget-friendly, wallet-friendly, cost-effective, worthwhile, ' +
        'attractive, appealing, enjoyable, pleasant, smooth, smoothly, crisp, vivid, rich, immersive, ' +
        'secure, stable, improved, upgraded, advantage, advantages, strength, strengths, benefit, ' +
        'benefits, perks, pros, wins, win, winner, leader, well suited, well-suited, suits, fits well, ' +
        'works well, performs well, scales well, holds up well, holds up, lasts, long-lasting, plenty of, ' +
        'feature-rich, packed with, flexible, handy, practical, straightforward, responsive support, ' +
        'fast charging',
    ],
    [
      0.5,
      'protective, cushioned, fun, entertaining, engaging, no-nonsense, top-quality, high-quality, ' +
        'solid, strong, strongest, fast, faster, fastest, quick, better, nice, decent, fine, worth, ' +
        'worth considering, favored, favoured, preferred, prefer, trusted by, popular, leading, cheap, ' +
        'cheaper, cheapest, saves, savings, bargain, reasonable, fair, quiet, best-selling, safer, ' +
        'safer choice, easy, easier, easiest, effortless, accessible, capable, appreciated, appreciate, ' +
        'liked, enjoy, enjoyed, impressed, confident, peace of mind',
    ],
    [0.4, 'largest, widest, leads, go with, safe, simple, clean, value'],
    [0.3, 'modern, sleek, compact, reputable, established, proven, recognized, well'],
    // A price of nothing is mostly a fact (free delivery, a free plan): it barely leans positive on its own.
    [0.1, 'free, free of charge'],
    [
      -0.4,
      'rubs, rub, pinches, pinch, repetitive, shallow, cluttered, stale, ' +
        'overkill, skip it, skip this one, be aware, issue, issues, limited, so-so, dull, bland, stiff, harsh, cramped, ' +
        'tricky, concerned, questionable, controversial, recall, inconvenient, uneven',
    ],
    [
      -0.5,
      'chafe, chafes, chafing, blisters, paywall, paywalled, upsell, upsells, upselling, steep price, cancellations, cancelled, canceled, fades, short-lived, underpowered, scratches easily, ' +
        'hard to, overwhelming, add up, adds up',
    ],
    [
      -0.6,
      'pushy, intrusive, rejected, rejections, denied, denials, refused, refusals, slow to respond, hard to reach, long waits, price hike, price hikes, price increases, raised prices, gimmicky, watered-down, watered down, peels, peeling, wears thin, breaks down, ' +
        'backlash, pricier, priciest, costlier, spotty, falls behind, fall behind, fell behind, ' +
        'behind rivals, reports of, cautious, swelling, degrades, degrade, degraded, deteriorates, ' +
        'deteriorated, worsened, worsens, declined, unhelpful, feels cheap, looks cheap, cheap-feeling, ' +
        'cheap plastic, weak, weaker, weakness, weaknesses, lacks, lacking, lack, flaw, flaws, flawed, ' +
        'outdated, dated, clunky, confusing, complicated, cumbersome, frustration, overheats, overheating, ' +
        'bulky, expensive, pricey, costly, slow, slower, slowest, drawback, drawbacks, downside, ' +
        'downsides, cons, disadvantage, disadvantages, shortcoming, shortcomings, problem, difficult, ' +
        'hard to use, learning curve, steep learning curve, limitation, limitations, restrictive, unclear, ' +
        'delays, delayed, slip out, falls out, falls apart, wears out, not recommended',
    ],
    [
      -0.7,
      'breach, breaches, overrated, overhyped, unresponsive, bloatware, bloated, leaks, leaking, leaky, nickel-and-dime, nickel and dime, rude, sub-par, subpar, fined, scandal, criticised for, criticized for, complaints about, ' +
        'complaints, complaint, problems, worse, underwhelming, mediocre, lackluster, lacklustre, ' +
        'annoying, uncomfortable, inconsistent, unstable, laggy, sluggish, noisy, fragile, glitches, ' +
        'glitchy, bugs, concerns, concern, caution, beware, warning, warn, warns, risky, regret, ' +
        'downgrade, criticism, hidden fees, hidden costs, reported issues, known issues, common issues, ' +
        'issues with, problems with, trouble with, hit or miss, hit-or-miss, hit and miss',
    ],
    [
      -0.8,
      'hard to recommend, difficult to recommend, think twice, bad, poor, poorly, inferior, buggy, ' +
        'criticized, criticised, frustrating, frustrated, complain, complained, fails, failed, failure, ' +
        'failures, faulty, malfunction, malfunctions, crashes, crash, crashing, struggles, struggle, ' +
        'struggled, lags behind, lagging behind, trails, drains quickly, drains fast, drains, breaks, ' +
        'broke, breaks easily, flimsy, cheaply made, negative reviews, bad reviews, mixed reviews, ' +
        'poor reviews, privacy concerns, security concerns, data breach, outage, outages',
    ],
    [
      -0.9,
      'disappointing, disappointed, disappoints, unreliable, overpriced, defective, avoid, broken, ' +
        'poorly made, poorly built, falls short, fall short, fell short, lawsuit, recalled',
    ],
    [
      -1,
      'worst, terrible, awful, horrible, useless, unusable, scam, dangerous, avoid at all costs, ' +
        'stay away, steer clear, waste of money, not worth it, not worth the money',
    ],
  ],
  qualityNouns:
    'quality, build quality, value, performance, battery, battery life, range, durability, reliability, ' +
    'satisfaction, ratings, rating, resolution, efficiency, accuracy, comfort, mileage, speed, uptime, ' +
    'savings, rewards, cashback, discount, discounts, interest rate, returns, coverage, demand, popularity',
  costNouns:
    'price, prices, pricing, cost, costs, fee, fees, charges, commission, commissions, surcharge, markup, ' +
    'wait, waits, wait times, wait time, latency, noise, weight, downtime, complaints, complaint, risk, ' +
    'risks, issues, problems, learning curve, maintenance costs, running costs',
  highScalars:
    'top, high, higher, highest, long, longer, longest, many, more, plenty, lots, large, huge, rising',
  lowScalars: 'low, lower, lowest, short, shorter, shortest, few, fewer, small, reduced, limited, minimal',
  negators: "not, no, never, none, nor, neither, cannot, can't, without, hardly, barely",
  nearNegators: 'less, fewer',
  copulas:
    'is, are, was, were, be, been, remain, remains, stay, stays, seem, seems, feel, feels, look, looks, ' +
    'tend to be',
  intensifiers:
    'by far, ' +
    'very, really, extremely, highly, truly, especially, exceptionally, incredibly, remarkably, most, ' +
    'particularly, super, quite, notably, consistently, genuinely, seriously, significantly',
  contrast: 'but, however, yet, nevertheless, nonetheless',
  clauseStarts: 'whereas, while, although, though, meanwhile, unlike, instead',
  neutral:
    'quick comparison, quick overview, quick look, quick guide, quick summary, quick rundown, feel free, ' +
    'leading to, limited edition, limited-time, limited time, for a limited time, as well, ' +
    'as well as, not only, not just, no matter, no doubt, worth noting, worth mentioning, ' +
    "worth checking, worth comparing, worth knowing, it's best to, best to, better to, good idea, " +
    'a good idea, good to know, a few, but also, free trial, no longer, safe to say, pros and cons, ' +
    'best known, best-known, best way, the best way, best time, best practice, best practices, at least, ' +
    'at best, fine print, without a doubt, no wonder, no surprise',
  cues:
    'the, is, are, and, with, for, of, it, its, this, that, you, your, has, have, to, on, be, which, ' +
    'if, they, their, more, than, by, from, or',
};
