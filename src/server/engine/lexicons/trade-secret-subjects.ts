/**
 * Trade-secret lexicon: the kinds of information a plan may keep secret, the words that show it is kept secret,
 * and the reasonable measures that keep it protected. Source: our own curated list, following the definition of a
 * trade secret in the US Defend Trade Secrets Act (18 U.S.C. 1839(3): "financial, business, scientific, technical,
 * economic, or engineering information, including patterns, plans, compilations, program devices, formulas,
 * designs, prototypes, methods, techniques, processes, procedures, programs, or codes" kept secret by "reasonable
 * measures") and Article 2(1) of EU Directive 2016/943.
 */
export type SecretCategory = 'recipe' | 'process' | 'data' | 'model' | 'code' | 'customers' | 'suppliers' | 'pricing';

export type SecretKind = {
  category: SecretCategory;
  /** How the category reads in a finding's description. */
  label: string;
  /** Can a competitor learn it lawfully by analysing the product it sells? */
  reverseEngineerable: boolean;
  /** Measures specific to this kind, before the common ones. */
  measures: string[];
};

export const secretKinds: Record<SecretCategory, SecretKind> = {
  recipe: {
    category: 'recipe',
    label: 'recipe or formula',
    reverseEngineerable: true,
    measures: [
      'Keep one master copy of the full recipe under lock or in encrypted storage, with a log of who opens it',
      'Split the recipe so staff and suppliers only see the part they work with (coded or pre-weighed ingredients)',
    ],
  },
  process: {
    category: 'process',
    label: 'process know-how',
    reverseEngineerable: false,
    measures: [
      'Document the process parameters in controlled batch records that only named staff can open',
      'Give contract manufacturers and partners only the steps they perform, under an NDA',
    ],
  },
  data: {
    category: 'data',
    label: 'data set',
    reverseEngineerable: false,
    measures: [
      'Store the data set in a separate, access-logged account with role-based access for named people only',
      'Forbid export and reuse of the data in customer and partner agreements',
    ],
  },
  model: {
    category: 'model',
    label: 'trained model and its training data',
    reverseEngineerable: false,
    measures: [
      'Serve the model only through the product or an API; never ship the weights or the training data to customers',
      'Restrict access to weights, features and training data to named engineers, with access logs',
    ],
  },
  code: {
    category: 'code',
    label: 'unpublished source code',
    reverseEngineerable: false,
    measures: [
      'Keep the repositories private with role-based access and two-factor sign-in; revoke access on departure',
      'Ship only compiled or server-side code, and forbid reverse engineering in the licence terms',
    ],
  },
  customers: {
    category: 'customers',
    label: 'customer list',
    reverseEngineerable: false,
    measures: [
      'Limit CRM exports to named roles and log them',
      'Add confidentiality (and, where lawful, non-solicitation) clauses to employment and sales agreements',
    ],
  },
  suppliers: {
    category: 'suppliers',
    label: 'supplier list and terms',
    reverseEngineerable: false,
    measures: [
      'Keep supplier names, contacts and negotiated terms in one access-controlled file',
      'Put confidentiality clauses in supply contracts so suppliers do not disclose the relationship or its terms',
    ],
  },
  pricing: {
    category: 'pricing',
    label: 'pricing and cost data',
    reverseEngineerable: false,
    measures: [
      'Restrict cost, margin and negotiated-price data to the people who set prices',
      'Mark price lists and quotes sent to partners "Confidential"',
    ],
  },
};

/** Reasonable measures every trade secret needs (DTSA 18 U.S.C. 1839(3)(A)), with the plan words showing one is in place. */
export const commonMeasures: { text: string; inPlace: RegExp }[] = [
  { text: 'Have employees and contractors sign confidentiality and invention-assignment agreements', inPlace: /\b(?:confidentiality|invention[- ]assignment) (?:and \w+ )?(?:agreements?|clauses?)|\bsign(?:s|ed)? (?:an? )?(?:nda|non-disclosure)/i },
  { text: 'Sign an NDA before showing it to partners, manufacturers or investors', inPlace: /\b(?:under (?:an? )?(?:nda|non-disclosure)|non-disclosure (?:and \w+ )?agreement|\bnda\b)/i },
  { text: 'Give access on a need-to-know basis and record who has it', inPlace: /\b(?:only (?:the |our |my )?(?:\w+ )?(?:founders?|partners?|people|engineers?|chemists?|owners?|team)|need[- ]to[- ]know|access (?:is )?(?:limited|restricted)|limited by role|restricted)\b/i },
  { text: 'Mark documents that hold it "Confidential"', inPlace: /\bmarked (?:as )?["“]?confidential/i },
  { text: 'Run an exit procedure: return of materials, revoked access and a reminder of the duty of secrecy', inPlace: /\bexit (?:procedure|interview|checklist)/i },
];

// Head nouns of secret information, by category. Plural forms are matched by the pattern below.
const subjectWords: Record<SecretCategory, string> = {
  recipe:
    'recipe,formula,formulation,composition,blend,starter,scoby,culture,sauce,salsa,spice mix,mix,seasoning,marinade,botanical,proportion,ratio,recipe book,' +
    'fermentation schedule,roast profile,roasting profile,roast profiles,firing profile,curing profile,baking profile,temperature profile,cut point,ingredient list,' +
    'rub,dry rub,spice rub,primer,primer set,brine,smoking schedule,preset,yeast,house yeast,yeast strain,hop schedule,dry hop schedule,hopping schedule,' +
    'dry hop addition,hop addition,feeding schedule,mash schedule,grist,glaze,glaze recipe,clay body,salt percentage,ferment,chilli mash,fill ratio,wood,smoking wood,soak time,soaking time',
  process:
    'process,know-how,technique,process parameter,tuning parameter,parameter,setting,condition,batch record,procedure,' +
    'protocol,method,mixing ratio,flow rate,assay protocol,print profile,print setting,playbook,rubric,checklist,' +
    'programme,firing programme,sintering programme,calibration table,puzzle solution,walkthrough,answer key,reset guide,' +
    'schedule,steeping time,infusion time,parent line,breeding line,inbred line,threshold,detection threshold,switching temperature,speed table,lookup table,fermentation time,proofing time,proving time,dough temperature,' +
    'baking time,baking temperature,production board,production schedule,exact temperature,resting time,rest time,cooking time',
  data: 'calibration library,reference library,sample library,training data set,labelled images,labeled images,images,data,data set,dataset,database,corpus,record,measurement,benchmark,calibration table,calibration data,training data,annotation,annotation guideline,label,figure,screening data,inspection data,glossary,glossaries,sale history,sales history',
  model: 'model,model weight,weight,trained model,feature,prompt,algorithm,coefficient,model parameter',
  code: 'source code,code,codebase,backend,back end,firmware,repository,sampling coordinator,server code',
  customers: 'client list,customer list,customer data,client data,subscriber list,mailing list,email list,member list,donor list,contact list,client base,' +
    'black book,address book,phone book,client book,contact book,contacts,backer list,supporter list,patron list,guest list',
  suppliers: 'supplier list,supplier contact,tannery,tanneries,vendor list,workshop contact,sourcing contact,supplier,grower list,producer list,supply terms,term,' +
    'vendor,vendor file,contact sheet,factory,factories,roster',
  pricing: 'pricing model,pricing,price,negotiated price,margin,cost data,rate card,fee schedule,quote,cell pricing,pricing sheet,rate,negotiated rate,' +
    'supplier deal,individual deal,pricing deal,exclusive deal,player deal,trade account,rate sheet,royalty rate,production cost',
};

/** Every subject head with its category ("tannery" -> suppliers); plurals are added by the reader. */
export const secretSubjectWords: [string, SecretCategory][] = (Object.entries(subjectWords) as [SecretCategory, string][]).flatMap(
  ([category, words]) => words.split(',').map((w) => [w.trim(), category] as [string, SecretCategory]),
);

/** "the list of these tanneries": what a list is of decides its category. */
export const listOfPattern = /\blists? of (?:(?:these|our|the|all|its|their)\s+)?([\w-]+(?:\s+[\w-]+)?)/gi;
export const supplierWords = /^(?:tanneries|tannery|suppliers?|vendors?|growers?|farms?|workshops?|manufacturers?|factories|producers?|mills?|importers?|makers?|artisans?)\b/i;
export const customerWords = /^(?:clients?|customers?|buyers?|subscribers?|members?|donors?|accounts?|leads?|prospects?|patients?|owners?|regulars)\b/i;

/** Words one of which every secrecy statement holds: the pattern runs only on clauses holding one. */
export const secrecyTriggers =
  'confidential,confidentiality,secret,secrets,secretly,nda,ndas,non,known,not,never,giving,give,internal,do,does,will,we,kept,keep,keeps,closed,' +
  'restricted,access,limited,need,safe,lock,locked,split,coded,nobody,no,only,sit,separate,written,stored,held,encrypted,' +
  "don't,doesn't,won't,sharing,mine,ours,anywhere,quiet,private,leave,leaves,isn't,aren't,can,none,nothing,head,heads,released,stays,stay,remains,full,knows,write,password,shared,shown,wrote,nowhere,store,live,lives,between,under,nobody";
/** The plan keeps it secret: strong words. */
export const secrecyPattern =
  /\b(?:(?:stays?|stayed|kept|keep|remains?) (?:it |them |this |that )?between (?:you|me|us|him|her)(?:,? (?:you|me|us|him|her|[a-z][\w'’]+)){0,3},? and (?:you|me|us|him|her|[a-z][\w'’]+)\b|(?:never|not) (?:been |ever been )?written (?:down )?(?:anywhere|in any (?:[\w-]+ )?(?:notebooks?|books?|files?|documents?|manuals?))|passed (?:down |on )?only (?:by (?:word of )?mouth|orally)|under (?:an? |our |strict )?(?:mutual |signed |two-way |one-way )?(?:ndas?|non-disclosure agreements?)\b|so (?:that )?(?:nobody|no one|no-one) (?:sees|can see|watches|knows)\b|(?:wr[io]te|written|kept|keep|keeps|stored|store|lives?) (?:[\w'’-]+ ){1,8}?and nowhere else\b|(?:kept|keep|keeps|stored|written|recorded) (?:it |them |this |that )?(?:in|on) (?:my|our|his|her|their|the|a) (?:[\w'’-]+ ){0,3}?only\b|keeps? (?:[\w'’-]+ ){0,4}?(?:in|within) the family\b|confidential(?:ity)?|secret(?:s|ly)?|trade secrets?|under (?:an? |strict )?nda|(?:signs?|signed) (?:an? )?ndas?|nda with|non-disclosure|known only to|only known to|known only (?:inside|within|in) (?:the|our|my) (?:[\w'’-]+ ){0,2}?(?:family|team|company|workshop|firm|household)\b|(?:stays?|stayed|kept|keep|keeps|remains?) (?:it |them |this |that )?between [a-z][\w'’]+ and (?:me|us|him|her)\b|internal(?: use)? only|only (?:i|we|she|he) (?:keep|keeps|hold|holds)\b|(?:not|never|won['’]t) (?:be )?giv(?:e|ing) (?:[\w'’]+ ){0,3}?(?:to anyone|to anybody|away)\b|only [a-z][^\s,.;:]* and (?:me|i)\b|only [\w'’-]+ and (?:our|my|the) [\w'’ -]{1,30}? (?:have|has|know|knows|hold|holds) (?:it|them|all|the full|every)\b|(?:stays?|stayed|kept|remains?) (?:in|within) the family\b|(?:shared|shown|given|sent|disclosed) (?:with|to) (?:nobody|no one|no-one)\b|(?:stays?|stayed|kept|keep|keeps|remains?) (?:it |them |this |that |these |those )?between (?:the two of us|the three of us|us|ourselves|the founders|our two (?:companies|firms|businesses)|me and)\b|password(?:-protected| protected| on it)\b|(?:don['’]t|do not|never|won['’]t|not to|(?:will|would|shall) not|can(?:not|['’]t)) tell (?:anyone|anybody|a soul|other (?:bakers|people))|(?:don['’]t|do not|never|won['’]t) tell (?:[\w'’]+,? (?:or )?){1,6}?(?:which|where|who|what|how)\b|keep (?:it |this |them |that |(?:that|this|the) [\w'’-]+ )?to (?:myself|ourselves)|(?:written down|kept|stored|held|logged|recorded) only|known to (?:only )?(?:\w+ ){0,2}(?:people|founders|employees|partners)|not (?:to )?(?:be )?(?:shared|posted|published|disclosed|available to anyone)|(?:are |is )?never (?:been )?(?:shared|published|disclosed|shown|sent)|(?:we|i) never (?:share|publish|disclose|show|give out)\b|(?:stays?|stayed|kept|remains?) with (?:me|us|[\w'’]+ and [\w'’]+)\b[^.;]{0,40}\bonly\b|(?:don['’]t|do not|never) (?:even )?write (?:[\w'’-]+ ){0,5}?down|\bknows? (?:only )?(?:part|some|half|bits) of (?:it|them|the recipe)\b|(?:(?:do|does|will|we) not|don['’]t|doesn['’]t|won['’]t) (?:share|publish|disclose|let (?:customers|anyone|partners))|not (?:to )?(?:sharing|share|disclose|disclosing|publish) (?:it|them|this|that|who|what|where|with anyone|[\w ]{0,20}(?:info|information|details|names?))|(?:not|isn['’]t|aren['’]t|wasn['’]t|none of it['’]s|none of it is|nothing['’]s|nothing is) written (?:down )?anywhere|in (?:my|our|your|his|her|their) heads?\b|(?:stays?|stayed|kept|lives?|is|are)\b[^.;]{0,60}?,?\s+(?:and\s+)?nowhere else\b|(?:never|not) (?:been )?released|(?:on|in) our (?:own )?(?:servers?|systems?) only|(?:stays?|stayed|remains?|kept) in[- ]house|never the full (?:set|recipe|version|file)|keep (?:it |this |them |that )?quiet|locked (?:folder|drive|file|room|box|drawer|profile)|(?:page|sheet|tab|file|folder) is locked|private (?:map|notebook|file|folder|drive|spreadsheet|document|wiki|server)|private (?:repos?|repositories) (?:on|in) (?:github|gitlab|bitbucket)\b|(?:is|are) an? private (?:repo|repository)\b|not in the public (?:docs|documentation|repo|repository|sdk|wiki)\b|access (?:is )?only (?:for |to )?[\w'’]+ (?:\+|and|&) [\w'’]+|(?:does|do)(?:n['’]t| not) leave (?:the|our|my) (?:[\w-]+ )?(?:room|office|building|kitchen|lab|shop|studio|safe|workshop)|(?:laptop|computer|phone|drive|server) only\b|only (?:[\w'’.-]+ ){1,4}?can (?:change|see|open|access|edit|read)\b|nobody (?:but|except|other than|outside) [\w'’ ]{1,30}?(?:knows?|sees?|has|gets)\b|nobody (?:must|should|can|may|will) (?:hear|know|see|get)\b|\bnot on (?:view|display|show) to\b|(?:not|never) (?:be )?(?:seen|visible) (?:by|to) (?:strangers|visitors|outsiders|competitors|anyone)\b|(?:is|are|lives?|sits?|stays?|kept|it['’]s|they['’]re) only (?:on|in) (?:my|our) (?:own )?(?:[\w-]+ )?(?:laptops?|drives?|servers?|wiki|safe|computers?|vault|notebooks?|heads?|system)\b|\b(?:mine|ours)(?: and [\w'’ ]{1,25})? only\b|kept private|(?:keep|kept|keeps) (?:\w+ ){0,4}(?:private|confidential|secret|internal|on restricted)|closed[- ]source|restricted (?:[\w-]+ )?(?:storage|site|access|folder|drive|server|account|page)|access (?:is )?(?:limited|restricted)|limited by role|need[- ]to[- ]know|in (?:a|the|our) (?:office |locked )?safe\b|under lock|locked (?:away|up|cabinet)|split so that|coded bags|nobody else (?:gets|knows|has|sees)|nobody (?:gets|sees|knows) (?:that|the|our|my) (?:[\w-]+ )?(?:recipe|formula|blend|mix|ratios?)\b|(?:we|i) keep (?:it |them )?only (?:in|on) (?:our|my|the) |(?:each )?knows? (?:only )?(?:their|his|her) (?:own )?(?:step|part|bit|stage)s?, not the (?:complete|whole|full) |nobody (?:[\w'’-]+ ){0,6}?knows? how|encrypted (?:file|drive|folder|vault|storage|database|config|configuration|partition)|(?:never|don't|do not|cannot|can't) see (?:the |our |my |any )?(?:\w+ )?(?:formulas?|recipes?|blends?|code|data|profiles?|ratios?|parameters?)|no one else (?:gets|knows|has|sees)|no single [\w ]{1,20} (?:shows|has|holds)|only (?:the |our |my )?(?:\w+ )?(?:founders?|partners?|owners?|people|engineers?|chemists?|employees|staff|team|team members?|managers?|two|three|four|five|she|he|i)\b[^.;]{0,50}\b(?:know|knows|have|has|hold|holds|see|sees|access|can)|(?:not|never) (?:be )?(?:(?:printed|written|included|shown|given) )?in (?:the|our|any) (?:[\w-]+ ){0,2}(?:manuals?|guides?|documentation|datasheets?|brochures?|reports?)\b|(?:kept|keep|stays?|remains?) (?:strictly |only )?(?:inside|within) (?:the|our) (?:company|business|team|firm)\b|(?<!not )only (?:[\w'’.+&-]+,? ){1,10}?(?:knows?|sees?|(?:has|have) (?:the|access|a copy|it|them))\b|(?:don['’]t|do not|never|not to) (?:write|put|post|store|save) (?:[\w'’-]+ ){0,4}?(?:on|in|into) (?:the |our |my |any |a )?(?:[\w-]+ ){0,2}?(?:shared (?:drive|folder|doc)|pitch deck|deck|spec sheet|ig|instagram|social media|brochure|datasheet|website)\b|(?:repo|repository) (?:stays?|remains?) private\b|(?:don['’]t|do not|never|won['’]t) (?:give|hand|sell|send) (?:out )?(?:any )?(?:samples|copies|it|them)\b[^.;]{0,20}?\bto (?:other|anyone|anybody|competitors|rivals)\b|(?:are|is) not in (?:this|the) (?:letter|e-?mail|document|deck|report|application|plan|proposal|brochure)\b|locked (?:in|inside) (?:a |the |my |our |her |his )?(?:[\w-]+ )?(?:office|drawer|cabinet|safe|room)\b|(?:stays?|stayed|kept|keep|remains?) in (?:our|my|a|the) private (?:repo|repository|folder|drive|server|wiki|notebook|spreadsheet)\b|(?:is|are|lives?|sits?|stays?|kept) (?:only )?(?:in|on) (?:the|our|my|a) (?:[\w-]+ ){0,2}(?:folder|drive|page|wiki|server|spreadsheet|notebook|laptop) only\b|\bnot (?:going )?(?:to be )?open[- ]sourced?\b|not (?:part of|in|included in) (?:this|the) (?:open[- ]source |public )?(?:repo|repository)\b|(?:stays?|remains?|kept|keep|keeps) in (?:the|our|my) (?:studio|workshop|kitchen|lab|office|building)\b|not (?:sold|given|lent|licensed)(?: or (?:shared|sold|given|lent))? (?:with|to)\b|(?:are|is|stays?|kept|remain|remains) private between\b|\bin (?:strict )?confidence\b|not (?:to )?(?:be )?circulated\b|(?:don['’]t|do not|never|won['’]t) (?:give|pass|hand|share) (?:out )?(?:[\w'’]+ ){0,4}?to anyone\b|(?:lives?|is|are|kept|stored) only (?:on|in) (?:the|my|our) [^.;]{0,40}?\b(?:laptops?|computers?|drives?|servers?|controllers?|notebooks?|heads?)\b|,? and nobody else\b|sit in a separate [\w ]*account|separate (?:\w+ )?account with access)/i;

/**
 * Secrecy denied: "we don't consider any of this confidential", "the recipe is not secret", "it's no secret that",
 * "the recipes are like everybody's, nothing special or secret".
 */
export const deniedSecrecyPattern =
  // Tagalog, Swahili, Malay, Spanish, Portuguese, French, Italian, German: "walang secret recipe", "no hay secreto" (there is no secret).
  // Hinglish: "secret rakhna nahi", "chhupa ke nahi rakhna" (not to keep it hidden), "secret ... mat daalna" (don't put it).
  /\b(?:(?:secret|chhupa)\b[^.;]{0,40}\b(?:nahi|nahin|mat)\b|(?:walang|hakuna|tidak\s+ada|no\s+hay|n[ãa]o\s+h[áa]|il\s+n['’]y\s+a\s+pas\s+de|non\s+c['’]è|kein(?:e|en)?)\s+(?:[\w'’]+\s+){0,2}?(?:secret|secreto|segredo|secreta|geheim\w*|rahasia|siri)\b|(?:do|does|did)(?:n['’]t| not) (?:(?:plan|intend|want|need|mean|try) to )?(?:consider|treat|regard|keep) (?:any of )?(?:[\w'’]+ ){0,3}(?:as )?(?:confidential|secret)|(?:is|are|was|were)(?:n['’]t| not) (?:[\w'’]+ )?(?:confidential|secret)|['’]s not (?:a |any )?(?:confidential|secret)\b|nothing (?:[\w'’]+ ){0,3}(?:is|are) (?:confidential|secret)|nothing (?:[\w'’]+ (?:or|and) )?(?:confidential|secret)\b|no (?:trade )?secrets?\b|(?:don['’]t|do not|doesn['’]t|does not) think (?:it|this|that|they)(?:['’]s| is| are|['’]re)? (?:a |any )?secrets?\b|(?:do|does)(?:n['’]t| not) rely on (?:confidentiality|secrecy|trade secrets?)|(?:don['’]t|do not|doesn['’]t|does not) (?:believe|think) (?:we|it|they|the company) (?:have|has|hold|own)\b[^.;]{0,60}\b(?:secrets?|confidential)|(?:don['’]t|do not|doesn['’]t|does not|never) (?:use|have|hold|own|rely on|need) (?:any )?(?:proprietary|secret|confidential)\b|(?:don['’]t|do not) (?:share|copy|forward|upload)(?:,? or| and) (?:resell|redistribute|sell|copy|share))/i;

export const proprietaryTriggers = 'proprietary,house,own,signature,family,made,exclusive';
/** "Our secret sauce is our people": an idiom, not a recipe. */
export const secretSauceIdiomPattern = /\bsecret sauce\b(?!\s+recipe)(?=\s*(?:is|was|lies|:|—|-|,)|\s*$)/i;
/** Words that make a kind of information proprietary without saying it is kept secret. */
export const proprietaryPattern = /\b(?:proprietary|in[- ]house|our own|signature|secret family|house[- ]made|exclusive rights)\b/i;

export const publicTriggers = 'open,publicly,published,github';
/** Publication undoes secrecy: "our agent SDKs are open source". */
// "is not going open source" says the opposite.
export const publicPattern = /(?<!\bnot (?:going )?(?:to be )?)\b(?:open[- ]source(?:d)?|publicly available|published openly|on github under)\b/i;

/** Pronouns and determiners that refer back to what the previous sentence named. */
export const anaphoraPattern = /^(?:it|they|them|this|these|those|that|all of (?:it|them)|both|we keep (?:it|them|this))\b|\b(?:it|them|this data|these)\b/i;

/** Modifiers of information that is public or someone else's: "the published spot price", "market prices". */
export const publicModifierPattern = /^(?:published|public|spot|retail|market|list|industry|competitors?'?|open|average|typical|legal)$/i;
/** Words that, after a subject noun, show it is not the information itself: "data processing agreements". */
export const notSubjectFollower =
  /^(?:partnership|partners?|centers?|centres?|science|scientists?|team|engineers?|protection|privacy|room|sheet|points?|processing|breach(?:es)?|entry|analysts?|plans?|subscription|agreements?|engineering)$/i;

/** The information sits at the heart of the business. */
export const secretCorePattern =
  /\b(?:most (?:valuable|sensitive|important)|biggest asset|core|key|central|heart of|real advantage|competitive (?:advantage|edge)|moat|edge|sets us apart|no competitor has|something no competitor|unique|took (?:\w+ ){0,2}(?:years|months) to build)\b/i;

/** Modifiers of a rate that is a measurement, not a price: "churn rate", "heating rate". */
export const measuredRatePattern =
  /^(?:growth|churn|conversion|interest|tax|exchange|success|error|response|retention|adoption|failure|heart|birth|death|default|vacancy|occupancy|heating|cooling|ramp|feed|dose|dosing|infusion|evaporation|curing|drying|mixing|reaction|decay|spin|refresh|utili[sz]ation|burn|run|frame|bit|sample|sampling|data|flow|click|open|return|hit|win|yield|survival|mortality|infection|inflation|discount|unemployment|attrition|repeat|bounce|completion|recovery|cure|reimbursement|mortgage|policy)$/i;

/** A verb before a subject ("share supplier info"): not part of its name. */
export const leadingVerbPattern = /^(?:share|sharing|publish|disclose|reveal|see|sees|know|knows|keep|keeps|protect|give|show)\s+(?=\S)/i;
