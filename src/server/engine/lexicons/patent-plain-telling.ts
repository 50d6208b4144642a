// The words of a mechanism told plainly (detectors/patent-plain-mechanism.ts): who made the thing, what its parts do,
// on what condition, and what it is set against.

/**
 * Someone made or worked out the thing: "we worked out our own bucket", "he went out to the shed and built a board",
 * "my dad built a tray", "Dev's answer is the MiteBreaker frame", "did something about it. The result is the drum".
 */
export const madeIt =
  /(?:\b(?:we|i|he|she|they|(?:my|our)\s+(?:dad|father|mum|mom|mother|brother|sister|son|daughter|husband|wife|partner|uncle|aunt|grandfather|grandmother|grandpa|grandma|co-?founder|engineer))\s+(?:[\p{L}'’]+\s+){0,6}?(?:built|made|designed|invented|developed|engineered|welded|sewed|sewn|drilled|moulded|molded|assembled|worked\s+out|came\s+up\s+with|figured\s+out|rigged\s+up|put\s+together|modified|adapted|redesigned|solved|fixed)|\bwhat\s+came\s+out\s+of\s+(?:it|that|this|all\s+that)|\b(?:our|my)\s+own\s+(?!brand|name|label|shop|store|website|site|page|recipe|kitchen|words|time|money|pocket|home|farm|jobs?\b|work\b|business|company|boss|way\b|hours|clients|customers|van\b|car\b|house|account)[\p{L}-]+|^(?:built|made|designed|rigged)\s+(?:it|this|one|a|an|the)\b|\bproblem\s+(?:we|i)\s+solved|\b(?:the|their|his|her|our|my|[\p{L}]+['’]s)\s+(?:answer|solution|fix)\s+(?:is|was|to\s+(?:that|this|it)\s+(?:is|was))\b|\bthe\s+result\s+(?:is|was)\s+(?:the|a|an|our|my|his|her|their)\b|\bdid\s+something\s+about\s+it\b|\b(?:built|made|designed|developed|invented|engineered)\s+by\s+(?:me|us|him|her|my|our|hand)\b)/imu;

/** "our own cheaper type", "a better version": words that stand for the thing without naming it. */
export const placeholderThing = /(?:^|\s)(?:type|kind|version|one|model|design|thing|system)s?$/i;

/** The usual thing it departs from, or a measure of what it does better. */
export const setAgainst =
  /\b(?:the\s+(?:usual|normal|standard|ordinary|regular|conventional|typical)|(?:a|an|any)\s+(?:normal|standard|ordinary|regular|conventional|typical|plain|simple)|most\s+(?:[\p{L}-]+\s+){1,4}?(?:you|have|use|need|are|just|only|can['’]?t|don['’]?t)|(?:everyone|everybody|anyone)\s+who|the\s+problem\s+(?:is|was|with)|the\s+difference(?:,[^,]{1,30},)?\s+is|unlike|compared\s+(?:with|to)|(?:half|a\s+third|a\s+quarter)\s+(?:the|of\s+the)|(?:down|up|cut|fell|dropped|falls|drops)\s+(?:by\s+)?(?:almost\s+|about\s+|nearly\s+|roughly\s+)?(?:half|\d)|\d+(?:[.,]\d+)?\s?%\s+(?:less|more|fewer|lower|higher|longer|shorter|cooler|warmer|faster|drier)|(?:against|versus|vs\.?)\s+\d|than\s+(?:the\s+|a\s+|an\s+)?(?:usual|normal|standard|ordinary|regular|conventional|typical|plain)\b|(?:twice|three\s+times|four\s+times|half)\s+as\s+(?:long|fast|much|many|far|strong|quickly|well)\b|\d+\s+times\s+(?:longer|faster|more|less|stronger|fewer)|\d+\s+(?:days?|hours?|minutes?|weeks?|seconds?)(?:\s+(?:per|a|an|each|for\s+(?:a|an|each))\s+[\p{L}-]+)?\s+instead\s+of\s+\d|(?:the|a|an)\s+traditional\s+[\p{L}-]+|the\s+worst\s+(?:job|part|thing|bit)\s+(?:is|was)\b|\b(?:is|was|are|were)\s+(?:really\s+|very\s+|so\s+)?(?:dangerous|unsafe|rubbish|useless|a\s+nightmare)\b|^\s*before\s*,|\blike\s+(?:all|most|every)\s+(?:the\s+)?(?:other\s+)?[\p{L}-]+|\bwith\s+(?:the\s+)?(?:standard|normal|usual|ordinary|regular|conventional)\s+[\p{L}-]+|(?:works?|worked|is|are|was|were)\s+(?:quite\s+|very\s+|completely\s+)?different(?:ly)?\b|(?:where|when|what)\s+(?:i|we|they|you)\s+used\s+to\s+(?:need|use|spend|take|lose|waste|burn|get)\b|(?:down|dropped|fell|went|goes|cut|reduced|came\s+down)\s+from\s+(?:about\s+|roughly\s+|around\s+|~)?\d|\bfrom\s+(?:about\s+|roughly\s+|around\s+|~)?\d[\d.,]*\s?(?:%|percent|hours?|days?|minutes?|litres?|liters?|kg)?\s+to\s+(?:under|below|less\s+than|about|around|just)\s+\d)/iu;

/** What a part does, in everyday physical verbs. */
export const physicalVerb =
  /\b(?:push(?:es|ed)?|pull(?:s|ed)?|press(?:es|ed)?|slid(?:e|es|ing)|clicks?|snaps?|grips?|grab(?:s|bed)?|holds?|locks?|releases?|lets?\s+go|bends?|flex(?:es)?|twists?|turns?|spins?|rotates?|tilts?|opens?|closes?|drips?|flows?|fills?|drains?|heats?|warms?|cools?|dries|melts?|freezes?|stretch(?:es|ed)?|catch(?:es)?|seals?|vents?|rises?|sinks?|floats?|absorbs?|soaks?|wicks?|blows?|sucks?|lifts?|drops?|settles?|swells?|shrinks?|expands?|tightens?|loosens?|gives|takes\s+over|runs?\s+out|comes?\s+into\s+play|cleans?\s+itself|re-?adjusts?|traps?|leaks?|sits?|stays?|moves?|touch(?:es)?|pass(?:es)?|goes\s+in|comes?\s+out|tumbles?|meets?|stops?|hits?|springs?\s+back|sweeps?|swings?|tips?\s+(?:forward|back|over|up|down)|rolls?\s+(?:down|forward|back|into|out|onto|off)|follows?\s+the\s+(?:ground|contour|surface|shape|terrain))\b/i;

/** A condition or a consequence: the mechanism told as cause and effect. */
export const causeAndEffect = /\b(?:when|whenever|once|until|every\s+time|as\s+soon\s+as|so|if|because|which\s+means|instead\s+of|the\s+harder|the\s+more|at\s+normal|in\s+that\s+moment)\b/i;

/** Kitchens and gardens tell recipes and care in the same shape; a recipe is know-how, not an invention. */
export const recipeWords = /\b(?:dough|recipe|sauce|bake[sd]?|baking|flavou?rs?|spices?|simmer|knead|marinade|broth|batter|frosting|sourdough|brine)\b/i;

/** Every word a made-it sentence needs: the long pattern runs only on sentences that hold one. */
export const madeWord = /\b(?:built|made|designed|invented|developed|engineered|welded|sew(?:ed|n)|drilled|mou?lded|assembled|worked|came|figured|rigged|put|modified|adapted|redesigned|solved|fixed|own|answer|solution|fix|result|something)\b/i;

/** "Marcus built it last winter": the person a made-it sentence names as the maker (capitals read without the i flag). */
const maker = String.raw`\b(\p{Lu}\p{Ll}+)\s+(?:built|designed|invented|welded|rigged\s+up)(?:\s+and\s+(?:built|made|designed|welded|tested))?\s+(?:it|one|a|an|the|this|our|his|her|\p{Lu}[\p{L}\d]*(?:-\p{L}[\p{L}\d]*)*)\b`;

/** "Krit invented Fold-Lock in 2021": the coined thing a named maker made. */
export const madeCoinedThing = /\b\p{Lu}\p{Ll}+\s+(?:built|designed|invented|developed|engineered)\s+(\p{Lu}[\p{L}\d]*(?:-\p{L}[\p{L}\d]*)*)\b/u;
export const makerName = new RegExp(maker, 'u');

/** "made by Dev in their barn workshop", "Marcus built it last winter": made by a named person. */
export const madeByName = new RegExp(String.raw`\b(?:[Bb]uilt|[Mm]ade|[Dd]esigned|[Ii]nvented|[Dd]eveloped|[Ee]ngineered)\s+by\s+\p{Lu}\p{Ll}+\b|${maker}`, 'u');
