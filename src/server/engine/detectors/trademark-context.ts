// The words around a name that tell whether the plan presents it as its own (company, product, service, brand)
// or as someone else's (competitor, partner, supplier, platform, former employer).

export type MarkType = 'company' | 'product' | 'service' | 'brand';

const kindNouns: Record<MarkType, string> = {
  company:
    'company|startup|start-up|business|firm|agency|studio|venture|enterprise|organization|organisation|nonprofit|non-profit|charity|foundation|cooperative|co-op|collective|lab|labs|manufacturer|brewery|winery|distillery|roastery|bakery|restaurant|cafe|café|bistro|shop|store|boutique|salon|clinic|consultancy|school|academy|house|maker|makers|corporation|pizzeria|diner|eatery|gym|spa|practice|retailer|producer|builder|operator|provider|developer|designer|roaster|roasters|farm|publisher|network|brewer|creamery|kitchen|workshop|atelier|outfitter|co|group|partnership|charity|hostel|hotel|inn|motel|guesthouse|lodge|pub|tavern|taproom|venue|gallery|museum|theatre|theater|daycare|barbershop|truck|plumbing|plumbers|electrical|electricians|roofing|heating|landscaping|cleaning|cleaners|joinery|carpentry|decorating|construction|removals|motors|garage|sons|brothers|bros|daughters',
  product:
    'flagship|bestseller|best-seller|app|application|product|device|clip|clamp|bracket|hook|fastener|hinge|latch|strap|holder|hanger|rack|tray|trap|liner|sleeve|nozzle|feeder|gadget|tool|kit|line|range|collection|drink|beverage|snack|bar|formula|serum|cream|supplement|game|wearable|sensor|robot|drone|bike|vehicle|toy|book|model|software|system|chip|machine|engine|sneaker|shoe|bottle|box|appliance|hardware|instrument|camera|headset|widget|plugin|extension|bot|chatbot|assistant|tracker|monitor|ring|band|watch|lamp|cup|blend|brew|sauce|spread|mix|coffee|tea|beer|wine|soda|juice|candle|soap|cosmetic|fragrance|perfume|jacket|apparel|label|connector|valve|panel|module|tag|pump|filter|battery|cell|charger|tablet|capsule|pouch|bag|kit|sensor|probe|controller|thermostat|lock|helmet|mattress|pillow|stroller|bottle|can|jar|pod|pill|patch|implant|catheter|inhaler|test|assay|vaccine|drug|therapy|treatment|compound|material|fabric|coating|fertilizer|feed|seed|blend|roast|gin|vodka|whiskey|whisky|rum|spirit|kombucha|seltzer|line-up|edition|series|title|album|film|novel|comic',
  service:
    'service|platform|marketplace|subscription|program|programme|traineeship|apprenticeship|internship|fellowship|scholarship|bootcamp|network|course|courses|community|membership|club|portal|website|site|solution|api|saas|curriculum|class|classes|workshop|podcast|newsletter|magazine|festival|tour|channel',
  brand: 'brand|imprint',
};

const allKinds = Object.values(kindNouns).join('|');
// Machines a text may build or may buy: "The BaridiBox is a milk cooling unit" names its own, "Rinnai units" someone else's.
const machineKinds = 'unit|cooler|chiller|dryer|freezer|fridge|heater|stove|oven|kiln|trap|hitch|trailer';
const kindPattern = new RegExp(`^(?:${allKinds})$`, 'i');

const kindSets = (Object.entries(kindNouns) as [MarkType, string][]).map(([type, nouns]) => ({ type, nouns: new Set(nouns.split('|')) }));

/** The mark type a noun such as "app", "bakery" or "platform" points at. */
export function markTypeOfNoun(noun: string): MarkType | undefined {
  const lower = noun.toLowerCase();
  return kindSets.find((k) => k.nouns.has(lower) || k.nouns.has(lower.replace(/s$/, '')))?.type;
}

export const isKindNoun = (noun: string): boolean => kindPattern.test(noun) || kindPattern.test(noun.replace(/s$/i, ''));

const adjectives = `(?:[\\p{L}\\d'’-]+\\s+){0,5}?`;
const headAdjectives = `(?:(?!(?:in|of|at|for|with|from|to|on|and|or)\\s)[\\p{L}\\d'’-]+\\s+){0,5}?`;

/** Text before a name that introduces it as the plan's own: "a meal-kit service called", "our app,". */
export const namingBefore = new RegExp(
  [
    `\\b(?:called|named|dubbed|(?:she|he|they|we|i)\\s+(?:now\\s+)?calls?|branded(?:\\s+as)?|christened|known\\s+as|trading\\s+as|trades?\\s+as|d\\/b\\/a|dba|doing\\s+business\\s+as|operat(?:e|es|ing)\\s+as|rebrand(?:ed|ing)?\\s+(?:as|to)|(?:go(?:es)?|going)\\s+to\\s+market\\s+as|under\\s+the\\s+(?:brand|name|trade\\s?name|label|banner|mark)(?:\\s+name)?|(?:keep|keeps|kept|keeping|chose|chosen|picked|registered|register|changed\\s+to|change\\s+to)\\s+the\\s+(?:business\\s+|company\\s+|brand\\s+)?name)\\s*[:\\-–—]?\\s*["“'‘]?$`,
    // "a flat-pack kit called the Twinpeg Jig": a thing of a kind the text names. Not "an area called the Fair Lawn
    // Site" or "known as the Rooney Rule": places and rules are called so by others.
    `\\b(?:${allKinds})s?\\s+(?:called|named|dubbed)\\s+the\\s*["“'‘]?$`,
    // "we sell under Kowhai Honey", "sell with the name Zeytinli Sabun Evi".
    `\\b(?:sell|sells|selling|sold|trade|trading)\\s+(?:(?:it|them)\\s+)?(?:under|with\\s+the\\s+(?:brand\\s+)?name)\\s*["“'‘]?$`,
    // A form's field: "Farm or business name (if any): Hollis Acres", "Name of entry: Tussock Latch", "Business / trade name:".
    `\\b(?:company|business|brand|product|app|service|platform|trade|trading|working|legal|farm|shop|store|stall|entry)(?:\\s*(?:/|or|and)\\s*(?:company|business|brand|trade|trading|working|dba))?\\s+name\\s*(?:\\([^()]{0,20}\\)\\s*)?(?:for\\s+(?:all\\s+)?(?:this|it|that)\\s+)?(?:is|will\\s+be|would\\s+be|:|-|–|—)\\s*["“'‘]?$`,
    `\\bname\\s+of\\s+(?:the\\s+|your\\s+)?(?:company|business|brand|product|farm|entry|shop|store|enterprise|venture|unit|firm|concern|establishment)\\s*(?:\\([^()]{0,20}\\)\\s*)?[:\\-–—]\\s*["“'‘]?$`,
    // Minutes and notes of a decision: "Agreed: company will be **Enzolyt**", "will be marketed as **EnzoPET**".
    `\\b(?:the\\s+)?(?:company|business|brand|start-?up|spin-?(?:off|out))\\s+(?:will\\s+be|is\\s+going\\s+to\\s+be|shall\\s+be)\\s*[*_]*["“'‘]?$`,
    // Said aloud: "So the business is Burren Ironworks", "I was thinking of calling it the TwistMaster", "I've called it
    // the SpinFree" (not "the guy at the expo called it Dusty": a nickname others give is no name the writer chose).
    `\\b(?:the|this)\\s+(?:company|business|brand|firm)\\s+is\\s*["“'‘]?$`,
    `\\b(?:calling|naming|(?:i|we)(?:['’]ve|\\s+have)?\\s+(?:called|named))\\s+(?:it|this|them)(?:\\s+the)?\\s*["“'‘]?$`,
    // A caller's sign-on: "Alright Priya, Darren here from Dunn Right Plumbing".
    `(?:^|[,.!?:]\\s*)(?:(?:this\\s+is|it['’]s|it\\s+is)\\s+)?\\p{L}+(?:\\s+\\p{L}+)?\\s+here\\s+from\\s*$`,
    `\\b(?:marketed|sold|licensed|launched)\\s+as\\s*[*_]*["“'‘]?$`,
    // "We filed federal trademark applications for Dry County and Ghost Town": what the text seeks to register is its own.
    `\\btrade[\\s-]?marks?\\s+(?:applications?|filings?|registrations?)\\s+(?:for|on|of)\\s+(?:the\\s+)?(?:names?\\s+)?["“'‘]?$`,
    `\\bthe\\s+name\\s+(?:we|I)(?:['’]ve|\\s+have)?\\s+(?:settled\\s+on|chosen|chose|picked|agreed\\s+on|went\\s+with|decided\\s+on)\\s+is\\s*["“'‘]?$`,
    `^(?:company|brand|product|business|startup|app|platform|service|name|project|venture)\\s*(?:name\\s*)?[:\\-–—]\\s*["“'‘]?$`,
    `\\b(?:we\\s+are|we're|we\\s+call\\s+the\\s+\\w+|(?:i|we)\\s+call\\s+(?:it|this|them|ourselves)(?:\\s+the)?|(?<=\\p{Ll}[\\p{L}-]*\\s+)(?:i|we)\\s+call(?:\\s+the)?|introducing|(?<=(?:^|[.!?:]\\s*|\\n\\s*))meet|launching|launch|welcome\\s+to|founded|co-founded|incorporated|registered|(?:(?:i|we)\\s+|and\\s+)(?:started|opened|set\\s+up))\\s*["“'‘]?$`,
  ].join('|'),
  'iu',
);

/** "Our flagship show, X": the plan introducing one of its things by a singular noun phrase and a comma. */
export const appositionBefore = new RegExp(
  [
    // "through his business, Kuni Bora Briquettes": a profile written about the founder says his, her or their.
    // Not "my partner in the business, Sofia": the kind must head the phrase, with no preposition before it.
    `\\b(?:our|my|his|her|their)\\s+${headAdjectives}(?:${allKinds})s?\\s*(?:,|:|–|—|-|is|will\\s+be)?\\s*(?:the\\s+)?["“'‘]?$`,
    // "Our two flagships are Fog Bell IPA and ...": what the business sells most is its own.
    `\\b(?:our|my|the\\s+company['’]s)\\s+(?:[\\p{L}-]+\\s+)?(?:flagships?|best-?sellers?)\\s+(?:are|is)\\s*["“'‘]?$`,
    `\\bour\\s+(?:[\\p{L}-]+\\s+){0,3}[\\p{L}-]*[^\\Ws](?:\\s*,|\\s*:|\\s+is\\s+called|\\s+is\\s+named)\\s*(?:the\\s+)?["“'‘]?$`,
  ].join('|'),
  'iu',
);
/**
 * A list goes on after the name ("Our website, Amazon, and ..."): not an apposition. "Our brand is Doña Chela and we
 * have three lines": "and" opening a new clause, with no comma, ends no list.
 */
export const listAfter = /^\s*(?:,\s*(?:and|or)\b|(?:and|or)\b(?!\s+(?:we|it|they|our)\b))/i;

const kindBeforePattern = new RegExp(`^.*\\b(${allKinds})s?\\b`, 'iu');

/** The noun of a naming phrase before a name ("an app called" -> app). */
export function kindBefore(text: string): string | undefined {
  // The last kind noun before the naming words: "our coffee shop is called" -> shop.
  const m = text.slice(-60).match(kindBeforePattern);
  return m?.[1];
}

/** "our" (or "my") right before a name: "our Lumio app". */
export const ourBefore = /\b(?:our|my)\s+(?:[\p{L}-]+\s+){0,2}?["“'‘]?$/iu;

/** A name followed by the noun of what it names: "Lumio app", "Harvest platform". */
// Not a compound: "we sell OKAPRO business-to-business" says how, not what.
export const kindAfter = new RegExp(`^\\s*(?:™|®|\\(TM\\)|\\(R\\))?\\s*(${allKinds})s?\\b(?!-)`, 'iu');

// Common stems of international nonproprietary names (WHO, "The use of stems in the selection of INN for pharmaceutical
// substances", 2018): a lower-case word ending so is the generic name of a drug.
const genericDrug = String.raw`[a-z][a-z-]{3,}(?:mab|cept|nib|lisib|ciclib|parib|tide|vir|vastatin|listat|pril|sartan|olol|azole|cillin|mycin|cycline|parin|plase|afil|triptan|dronate|gliptin|gliflozin|setron|oxacin|platin|taxel|rubicin|prazole|lukast|dipine|poetin|grastim|steride|degib|rsen|siran|semide|zepam|tidine|caine)`;

/** A drug's brand before its generic name: "Praluent (alirocumab)", "XGEVA (denosumab) injection". */
export const genericDrugAfter = new RegExp(String.raw`^\s*\(\s*${genericDrug}\b[^)]{0,40}\)`);

/** "opening Waggle Yard, a dog daycare", "launched Fernhill, a bakery": a business the writer starts, with its kind. */
export const openingBefore = /\b(?:opening|open|opened|launching|launch|launched|starting|start|started|founding|founded|running|run)\s+(?:up\s+)?$/i;
/** "has opened Second Step Shoe Repair on Halsey Street": a business opened at a place. */
export const openedAtPlace = { before: /\b(?:has|have|had|just|recently|newly)\s+opened\s+(?:up\s+)?$/i, after: /^\s+(?:on|in|at|near|inside)\s+(?:the\s+)?\p{Lu}/u };
export const kindApposition = new RegExp(`^\\s*,\\s*(?:a|an)\\s+${adjectives}(${allKinds})s?\\b`, 'iu');
/** "on my own as Green Light Driving", "working as Brightline Studio": the name the writer trades under. */
export const tradingAsBefore = /\b(?:on\s+(?:my|our)\s+own(?:\s+\p{L}+ly)?|working|worked|work|freelancing|self-employed)\s+as\s+$/iu;

/** A sentence that opens with the name and says what it is: "Lumio is a smart-lighting startup". */
export const copulaAfter = new RegExp(
  `^\\s*(?:™|®|\\(TM\\)|\\(R\\))?\\s*(?:\\([^)]{0,40}\\)\\s*)?(?:,[^,]{0,80},\\s*)?(?:is|will\\s+be|was|has\\s+become|becomes|operates\\s+as)\\s+(?:a|an|the|our|my)\\s+${adjectives}(${allKinds}|${machineKinds})s?\\b`,
  'iu',
);

/** A name followed by the verb of its founding or launch: "Lumio was founded in 2023". */
export const foundedAfter =
  /^\s*(?:™|®)?\s*(?:was|is|will\s+be|has\s+been)\s+(founded|incorporated|established|registered|headquartered|based|launched|launching|built|designed|developed|created|started)\b/i;

/** Currency codes and local abbreviations written before an amount ("KSh 450", "Rp 180", "R45"). */
export const currencyCodes =
  'Rs|INR|KES|KSh|ZAR|R|NGN|EGP|LKR|PHP|JMD|USD|AUD|NZD|CAD|EUR|GBP|SGD|MYR|RM|GHS|FJD|TZS|UGX|RWF|ETB|XOF|XAF|MAD|MXN|BRL|COP|CLP|PEN|ARS|IDR|Rp|VND|THB|JPY|CNY|KRW|PLN|CZK|HUF|TRY|AED|SAR|QAR|PKR|BDT|Tk|NPR|CHF|SEK|NOK|DKK';
/** A price in a symbol or a currency code: "£30", "$8.00", "EGP 210", "Rs. 7,500", "R$ 40", "FJD 75". */
export const price = String.raw`(?:from\s+)?(?:[£$€₦₹₱¥₩₫₺₴₪]|(?:Rs\.|R\$|zł|${currencyCodes})\s?)\d`;
/** "the Lune Pocket (A6, €24)": a name with its price in brackets is a product for sale. */
export const pricedInBrackets = new RegExp(String.raw`^\s*\([^()]{0,40}?${price}`, 'u');
/** The verbs of foundedAfter that make a thing rather than start a firm. */
export const productMadeVerb = /^(?:launched|launching|built|designed|developed|created)$/i;

/** "At Lumio, we ..." / "Lumio, our flagship app, ...". */
export const atBefore = /\b(?:at|join|joining)\s+$/i;
export const weAfter = /^\s*,\s*(?:we|our)\b/i;
export const appositionAfter = new RegExp(`^\\s*,\\s*(?:our|my|the\\s+company's)\\s+${adjectives}(${allKinds})s?\\b`, 'iu');

/** "We sell X", "Gridhaven designs and sells X": the plan offering the named thing. */
export const offerBefore =
  /\b(?:sell|sells|selling|offer|offers|offering|launch|launches|launched|ship|ships|shipped|make|makes|design|designs|designed|develop|develops|developed|introduce|introduces|introduced|produce|produces|brew|brews|roast|roasts|publish|publishes|release|releases|released|build|builds|built|run|runs|operate|operates|created?|invented?)\s+(?:and\s+[\w-]+\s+)?(?:the\s+|our\s+)?$/i;

/** "X, a month-end close workspace", "X (our espresso blend)": the plan saying what the name is. */
export const describedAfter = /^\s*(?:,\s*(?:a|an|our|my)\s+[\p{L}\d-]+|\(\s*(?:our|my|the|a|an)\s+[\p{L}-]+)/iu;

/** A company form after the name: "Lumio, Inc.", "Lumio LLC". */
export const legalAfter =
  /^\s*,?\s*(?:Inc\.?|Incorporated|LLC|L\.L\.C\.|Ltd\.?|Limited|Corp\.?|Corporation|Co\.|GmbH|AG|S\.A\.|SAS|B\.V\.|PBC|LLP|\(?Pty\)?|Pte|plc)(?![\p{L}])/u;

// Words before a name (possibly after a list of other names) that make it someone else's.
const thirdTriggers = [
  '(?:we|i|our\\s+[\\w-]+(?:\\s+[\\w-]+)?)\\s+(?:will\\s+|would\\s+|also\\s+|directly\\s+|mainly\\s+|mostly\\s+)?compet\\w*\\s+(?:with|against)',
  '(?:partner|associate|director|engineer|manager|head|lead|vp|advisor|adviser|professor|researcher|scientist|analyst|consultant|designer|developer|chef|intern|employee)\\s+(?:at|of|with)',
  // "previously co-founder of X": a founder's earlier company; "co-founder of Haunui Brewing" alone is the text's own.
  '(?:former|formerly|previously|earlier|once|also)\\s+(?:the\\s+|a\\s+)?(?:co-)?founder\\s+(?:at|of|with)',
  // "Our advisor, Rico Lim, founder of Pasig Ventures": an adviser's or investor's own company.
  '(?:advis[oe]rs?|mentors?|investors?|angels?|board\\s+members?|chair(?:man|woman|person)?)\\b[^.;]{0,60}?(?:co-)?founder\\s+(?:at|of|with)',
  '(?:our|a|an|the|their|its|one|two|three|a\\s+few)\\s+(?:[\\w-]+\\s+){0,2}?(?:partners?|suppliers?|vendors?|manufacturers?|co-packers?|distributors?|competitors?|rivals?|customers?|clients?|buyers?|investors?|banks?|lenders?|landlords?|advisors?|retailers?|stockists?|carriers?|processors?|providers?|insurers?|auditors?|accountants?|lawyers?|counsel|agency|agencies|contractors?|freelancers?|studios?)',
  'compared\\s+(?:with|to)', 'benchmark\\w*\\s+against',
  // "price check at Rouses: Zatarain's, Louisiana Fish Fry": the products a price check looks at are the competition's.
  'price[- ]?check(?:ed|s)?(?:\\s+(?:at|in|on)\\s+[\\w\'’-]+(?:\\s+[\\w\'’-]+)?)?\\s*:?',
  // "We ask KOSGEB to cover 60%", "we applied to Enterprise Ireland": a funder or a programme the text turns to.
  '(?:we|i)\\s+(?:(?:would|will|now)\\s+)?(?:ask|asked|asking|request|requested|requesting|applied\\s+to|apply\\s+to|applying\\s+to)',
  // "Everything follows the DepEd curriculum": a standard or a curriculum the text follows is someone else's.
  '(?:follows?|followed)\\s+(?:the\\s+)?',
  '(?:comparable|similar|competing|rival|existing|other|leading|established|popular|incumbent|alternative|big|major|large|well-known)\\s+(?:[\\w-]+\\s+){0,2}?[\\w-]+s\\s*(?:,\\s*)?(?:such\\s+as|like|include|includes|including|are|were|:|e\\.g\\.,?)',
  '(?:funding|grants?|loans?|awards?|donations?|support|investment|financing|money|capital|backing|sponsorship)\\s+(?:\\w+\\s+){0,2}?from',
  // "$150,000 from X's Technology Transfer program": a sum from someone is a funder's.
  '(?:[$€£¥₹]\\s?\\d[\\d.,]{0,12}\\s?(?:k|m|bn|million|thousand)?|\\d[\\d.,]{0,12}\\s?(?:usd|eur|gbp|dollars|euros|pounds))\\s+(?:\\w+\\s+){0,2}?from',
  // "prepared for seed investors and the X", "submitted to X": who the document is for.
  '(?:prepared|submitted|addressed)\\s+(?:for|to)(?:\\s+[\\w-]+){0,4}?(?:\\s+(?:and|&))?',
  'competition\\s+(?:from|with|includes?)',
  // "copycats in Ibadan using "Kolo Pay"": the name a copier uses is theirs, however like the text's own.
  '(?:copycats?|imitators?|counterfeiters?|knock-?offs?)\\s+(?:[\\w-]+\\s+){0,4}?(?:using|called|named|selling|under)\\s*["“]?',
  // "I buy the components from distributors in Cairo (mainly Lorentz pumps": the brands the text buys in.
  '(?:buy|buys|bought|buying|purchase|purchases|purchased)\\s+(?:\\w+\\s+){0,3}?from\\s+(?:\\w+\\s+){0,4}?\\(\\s*(?:mainly|mostly|usually|typically|e\\.g\\.,?)?',
  // "We work with Straumann® and Nobel Biocare implants": a supplier or a partner, whatever symbol it carries.
  '(?:we|i)\\s+(?:only\\s+|mainly\\s+|also\\s+)?work\\s+with',
  // "Stout remains dominated by Guinness®": the market's leader is someone else.
  '(?:dominated|controlled|led)\\s+by',
  '(?:main\\s+|key\\s+|direct\\s+|indirect\\s+|closest\\s+|major\\s+)?(?:competitors?|rivals?|incumbents?|alternatives?|players?|companies|producers?|growers?|operators?|buyers?|brands?|platforms?|marketplaces?|retailers?|stores?|chains?|suppliers?|vendors?|providers?|distributors?|partners?|tools?|apps?|services|solutions|customers?|clients?|investors?|accelerators?|channels?|integrations?|carriers?|banks?|networks?|manufacturers?|labs?)\\s*(?:,\\s*)?(?:such\\s+as|like|include|includes|including|are|were|:|–|—|-|e\\.g\\.,?)',
  'unlike', 'alternatives?\\s+to', 'vs\\.?', 'versus', 'replac\\w+', 'instead\\s+of', 'rather\\s+than',
  'partner\\w*\\s+with', 'partnerships?\\s+with', 'in\\s+partnership\\s+with', 'collaborat\\w*\\s+with', 'deal\\s+with', 'agreement\\s+with', 'contract\\s+with', '(?:agreed|negotiated|contracted)\\s+(?:\\w+\\s+){0,2}?with',
  '(?:integrat\\w*|integrations?|sync\\w*|connect\\w*|compatible|interoperab\\w*|plugs?|plugging|pairs?|pairing)\\s+(?:with|to|into|in)',
  '(?:sold|sells?|selling|available|listed|listing|stocked|stocking|distributed|distribute|carried|ship(?:s|ped|ping)?|publish(?:ed|ing|es)?|host(?:ed|s|ing)?|runs?|running|built|build(?:s|ing)?|deploy(?:ed|s|ing)?|powered|backed|funded|acquired|owned|supplied|sourced|manufactured|processed|certified|approved|cleared|featured|advertis\\w+|offered|fulfilled|paid|payments?|checkout|stored|trained|incubated|accelerated|invested|investment|grant)\\s+(?:on|through|via|at|in|by|with|from|using|to|into|inside)',
  // "buying a second hand Toyota HiLux", "lease two new Karcher washers": equipment bought is someone else's make.
  '(?:buy|buys|buying|bought|purchas\\w*|lease|leasing|rent|renting|financ\\w*|get|getting)\\s+(?:a|an|one|two|three|four|\\d+)\\s+(?:second[- ]hand|used|new|refurbished|reconditioned|brand[- ]new)',
  // "We buy our wax from X, our supplier, and our jars from Y": the purchase verb carries over a list of goods.
  '(?:buy|bought|purchas\\w*|sourc\\w*|order\\w*|import\\w*|rent\\w*|lease\\w*)\\b[^.;!?]{0,80}?\\sfrom',
  // "We were featured on X, a tech blog, and on Y": the press that wrote about the business.
  '(?:featured|covered|mentioned|reviewed|profiled|interviewed|written\\s+up)\\b[^.;!?]{0,80}?\\s(?:on|in|by)',
  '(?:previously|formerly|former|ex-|worked|working|spent\\s+[\\w\\s]{1,15}|years|alumn\\w*|veteran)\\s+(?:at|for|of|with)', 'ex-',
  // "I'll find 2 cooks from Surulere", "tailors from the market": where people come from is a place or someone else's firm.
  '(?:cooks?|chefs?|staff|workers?|people|women|men|girls|boys|students?|teachers?|guys|drivers?|riders?|tailors?|farmers?|volunteers?|friends?|cousins?|aunty|auntie|uncle|ladies|illustrators?|artists?|designers?|photographers?|potters?|weavers?|carpenters?|engineers?|developers?|bakers?|brewers?|musicians?)\\s+from',
];
// Weaker hints: a name after them is usually someone else's, unless the plan also presents it as its own.
const weakThirdTriggers = [
  'compet\\w*\\s+(?:with|against|from)', '\\(', 'licens\\w*\\s+(?:\\w+\\s+){0,3}?from', 'by', 'at',
  '(?:cheaper|better|faster|simpler|easier|smaller|larger|bigger)\\s+than', 'than', 'via', 'using', 'uses?', 'used', 'utili[sz]\\w*', 'leverag\\w*', 'adopt\\w*', 'on\\s+top\\s+of',
  'with\\s+the\\s+help\\s+of', 'through', 'such\\s+as', 'like', 'e\\.g\\.,?', 'including', 'similar\\s+to', 'inspired\\s+by', 'modell?ed\\s+(?:on|after)',
  'the\\s+\\w+\\s+of', 'as\\s+seen\\s+(?:on|in)', 'featured\\s+in', '(?:launch(?:ed|ing|es)?|develop(?:ed|s|ing)?|made|designed|written|coded|served|delivered|promot\\w+)\\s+(?:on|through|via|with|using|by)',
];
// Case-sensitive on purpose: a list of capitalised names ("Dropbox, Box and ") between a trigger and the name.
// A company form in lower case may close an item ("Quintessa plc"), and so may a mark symbol ("Straumann® and ");
// capitalised forms ("Inc.") read as words already.
// Only lower-case forms here: a form the word pattern also matched would give the regex two ways to read each one.
// A number alone ("I called 911, and", "in 2023 and") is no name: an item holds a letter ("3M", "7-Eleven").
const trailingNames =
  /(?:(?:the\s+)?(?=[\p{L}\p{N}.&'’+-]*\p{L})[\p{Lu}\d][\p{L}\p{N}.&'’+-]*(?:\s+[\p{Lu}\d&][\p{L}\p{N}.&'’+-]*)*(?:\s+(?:plc|llc|ltd\.?|inc\.?|s\.a\.|n\.v\.))?[®™]?(?:\s*\([^)]{0,40}\))?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&|\/)\s+|\s*\/\s*))+$/u;
// Words that open a list: a single name and a comma after them is its first item, not a clause.
const opensList = /(?:\b(?:include|includes|including|such\s+as|like|are|were|namely)|[:–—])\s*$/i;
const endsWith = (triggers: string[]) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${triggers.join('|')})\\s*[:,]?\\s*(?:(?:the|a|an)\\s+(?:[\\p{Ll}-]+\\s+){0,2})?$`, 'iu');
// "Quivaro's Nimbus", "the Department of Food's CalFood program": a name owned by the name before it.
const ownedBy = /[\p{Lu}\d][\p{L}\p{N}&.-]*['’]s\s+$/u;
const strongBefore = endsWith(thirdTriggers);
const weakBefore = endsWith(weakThirdTriggers);

/**
 * The text before a list of names: "Our brands: LedgerLoop and " -> "Our brands: ". One name and a comma is a clause,
 * not a list: in "Unlike Dropbox, Lumio encrypts" the words before Lumio are not about Lumio.
 */
export function withoutTrailingNames(before: string): string {
  const list = before.match(trailingNames)?.[0];
  if (!list) return before;
  const items = list.split(/,|\band\b|\bor\b|&|\//).filter((item) => item.trim());
  const rest = before.slice(0, before.length - list.length);
  if (items.length < 2 && /,\s*$/.test(list) && !opensList.test(rest)) return before;
  return rest;
}

// "in Astoria", "near Highland Park": a name after a locative preposition is a place, not a brand.
// "a plumbing company serving Columbus, Dublin and Hilliard": the towns a business serves.
const locative = /(?:^|[^\p{L}])(?:in|near|around|across|throughout|outside|within|downtown|based\s+in|located\s+in|headquartered\s+in|moved\s+to|relocat\w+\s+to|serving)\s+(?:the\s+)?$/iu;

/** Whether the text before a name (in its sentence) makes it someone else's: strongly ("compete with"), weakly ("using"). */
export function thirdPartyHint(before: string): 'strong' | 'weak' | 'place' | undefined {
  const text = withoutTrailingNames(before);
  // "Every unit is sold with BaridiCare, our maintenance programme": what comes with the goods is the text's own offer.
  if (/\b(?:sold|sells|selling|comes?|coming|bundled|shipped|supplied|delivered)\s+with\s*$/i.test(text)) return undefined;
  if (locative.test(text)) return 'place';
  if (strongBefore.test(text)) return 'strong';
  // "a standard dressing like 3M's Tegaderm™": another firm's product held up for comparison is theirs, symbol or not.
  const owner = ownedBy.exec(before);
  if (owner && weakBefore.test(withoutTrailingNames(before.slice(0, owner.index)))) return 'strong';
  if (weakBefore.test(text) || owner) return 'weak';
  return undefined;
}

/** Words after a name that make it someone else's: "Dropbox is a competitor", "Shopify plugin", "AWS-hosted". */
export const thirdPartyAfter = new RegExp(
  [
    `^\\s*(?:['’]s\\s+)?(?:,\\s*)?(?:(?:and|or|&)\\s+[\\p{Lu}][\\p{L}\\p{N}.&'’-]*\\s+)?(?:is|are|was|were|remain|remains|has\\s+been)\\s+(?:a\\s+|an\\s+|the\\s+|our\\s+)?(?:\\w+\\s+){0,3}?(?:competitors?|rivals?|incumbents?|market\\s+leaders?|partners?|suppliers?|vendors?|distributors?|retailers?|giants?|players?|competition)\\b`,
    `^\\s*(?:(?:,\\s*[\\p{Lu}][\\p{L}\\p{N}.&'’-]*)*,?\\s*(?:and|or|&)\\s+[\\p{Lu}][\\p{L}\\p{N}.&'’-]*\\s+)?(?:dominate|dominates|lead|leads|control|controls|charge|charges|own|owns|already\\s+offers?|offer\\s+similar|focus\\s+on\\s+enterprise)\\b`,
    `^\\s*(?:['’]s\\s+)?(?:API|APIs|SDK|SDKs|integration|integrations|plugin|plug-in|add-on|app\\s+store|storefront|seller|sellers|store|listing|listings|ads|advertising|account|certified|partner\\s+program|ecosystem|developer|developers|cloud|marketplace|fulfilment|fulfillment|prime|merchants?|users|(?:small\\s+|business\\s+|start-?up\\s+)?(?:loans?|overdrafts?|mortgages?|credit\\s+cards?|bank\\s+accounts?))\\b`,
    `^-(?:compatible|based|powered|certified|approved|style|like|backed|hosted|native|funded|owned|listed)\\b`,
    // "Vlisco's wax prints dominate the shelf": a rival's goods that lead the market.
    `^(?:['’]s)?\\s+(?:[\\p{Ll}-]+\\s+){1,3}(?:dominate|dominates|lead|leads|control|controls|own|owns|set\\s+the)\\b`,
    // "approached by Bierkontor Hamburg, a craft beer distributor, to supply": a business the text deals with
    // ("a leading supplier of X" describes the text's own company instead).
    `^\\s*,\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:competitors?|rivals?|distributors?|wholesalers?|importers?|retailers?|customers?|clients?|investors?|lenders?)\\b(?!\\s+(?:of|for)\\b)`,
  ].join('|'),
  'iu',
);

/** Headings of sections whose names belong to others: competition, partners, suppliers, team and investors. */
export const thirdPartySection =
  /\b(?:compet\w*|rivals?|alternatives|landscape|partners?(?:hips?)?|suppliers?|vendors?|integrations?|distribution|channels?|retail\s+partners|stockists|team|management|founders?|advisors?|advisers?|board|investors?|backers|press|testimonials?|references|customers|clients|case\s+studies|traction)\b/i;
