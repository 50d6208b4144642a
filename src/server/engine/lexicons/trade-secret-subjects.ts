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

/**
 * "Recipe" and "formula" in the languages founders mix with English. Named by the word alone: the words before it
 * belong to another language's grammar ("kami lang ni Mama ang nakakaalam ng timpla").
 */
const otherLanguageSubjects = 'proporzioni,proporciones,proporções,dosaggi,bilanciamento,percentuale,mengenverhältnisse,mischverhältnis,mehlmischung,receta,recette,ricetta,rezept,rezeptur,receita,resep,przepis,recept,fórmula,formule,formel,công thức,timpla,mezcla,mistura,miscela,mischung,zusammensetzung';
export const otherLanguageSubjectWords: ReadonlySet<string> = new Set(otherLanguageSubjects.split(','));

// Head nouns of secret information, by category. Plural forms are matched by the pattern below.
const subjectWords: Record<SecretCategory, string> = {
  recipe:
    'recipe,formula,formulation,composition,blend,starter,scoby,culture,sauce,salsa,spice mix,mix,seasoning,marinade,botanical,proportion,ratio,recipe book,' +
    'fermentation schedule,roast profile,roasting profile,roast profiles,firing profile,curing profile,baking profile,temperature profile,cut point,ingredient list,' +
    'rub,dry rub,spice rub,primer,primer set,brine,smoking schedule,preset,yeast,house yeast,yeast strain,hop schedule,dry hop schedule,hopping schedule,' +
    'dry hop addition,hop addition,feeding schedule,mash schedule,grist,glaze,glaze recipe,clay body,salt percentage,percentage,finish,oil finish,dye recipe,mordant,mixture,quantity,time and temperature,times and temperature,dough,ferment,chilli mash,fill ratio,wood,smoking wood,soak time,soaking time,' +
    otherLanguageSubjects,
  process:
    'process,know-how,technique,process parameter,tuning parameter,parameter,setting,condition,batch record,procedure,' +
    'protocol,method,mixing ratio,flow rate,assay protocol,print profile,print setting,playbook,rubric,checklist,' +
    'programme,firing programme,sintering programme,calibration table,puzzle solution,walkthrough,answer key,reset guide,' +
    'schedule,steeping time,infusion time,parent line,breeding line,inbred line,threshold,detection threshold,switching temperature,speed table,lookup table,fermentation time,proofing time,proving time,dough temperature,' +
    'timing,baking time,baking temperature,production board,production schedule,exact temperature,resting time,rest time,cooking time',
  data: 'calibration library,reference library,sample library,training data set,labelled images,labeled images,images,data,data set,dataset,database,corpus,record,measurement,benchmark,calibration table,calibration data,training data,annotation,annotation guideline,data label,image label,figure,screening data,inspection data,glossary,glossaries,sale history,sales history',
  model: 'model,model weight,weight,trained model,feature,prompt,algorithm,coefficient,model parameter',
  code: 'source code,code,codebase,backend,back end,firmware,repository,sampling coordinator,server code',
  customers: 'client list,customer list,customer data,client data,subscriber list,mailing list,email list,member list,donor list,contact list,client base,' +
    'gate code,door code,alarm code,gate codes,door codes,alarm codes,lockbox combination,black book,address book,phone book,client book,contact book,contacts,backer list,supporter list,patron list,guest list',
  suppliers: 'supplier list,supplier contact,tannery,tanneries,vendor list,workshop contact,sourcing contact,supplier,grower list,producer list,supply terms,term,' +
    'vendor,vendor file,contact sheet,factory,factories,roster',
  pricing: 'pricing model,pricing,price,negotiated price,margin,cost data,rate card,fee schedule,quote,cell pricing,pricing sheet,rate,negotiated rate,' +
    'supplier deal,individual deal,pricing deal,exclusive deal,player deal,trade account,deal,rate sheet,royalty rate,production cost',
};

/** Every subject head with its category ("tannery" -> suppliers); plurals are added by the reader. */
export const secretSubjectWords: [string, SecretCategory][] = (Object.entries(subjectWords) as [SecretCategory, string][]).flatMap(
  ([category, words]) => words.split(',').map((w) => [w.trim(), category] as [string, SecretCategory]),
);

/** "the list of these tanneries": what a list is of decides its category. */
export const listOfPattern = /\blists? of (?:(?:these|our|the|all|its|their)\s+)?([\w-]+(?:\s+[\w-]+)?)/gi;
export const supplierWords = /^(?:tanneries|tannery|suppliers?|vendors?|growers?|farms?|workshops?|manufacturers?|factories|producers?|mills?|importers?|makers?|artisans?)\b/i;
export const customerWords = /^(?:clients?|customers?|buyers?|subscribers?|members?|donors?|accounts?|leads?|prospects?|patients?|owners?|regulars)\b/i;

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
