/**
 * Patent lexicon: what the plan says about novelty, patents and disclosure. Source: our own curated list; the
 * disclosure words follow the prior-art events of 35 U.S.C. 102(a)(1) ("patented, described in a printed
 * publication, or in public use, on sale, or otherwise available to the public") and EPC Art. 54(2).
 */

/** Words one of which any novelty claim contains: the pattern runs only on sentences holding one. */
export const noveltyTriggers =
  'clever,trick,novel,new,first,breakthrough,invented,invention,inventions,inventor,inventors,innovation,innovations,pioneered,pioneering,groundbreaking,nobody,one,seen,never,solves,solved,solving,overcome,overcomes,overcame,unlike,none,happy,proud,pleased';
/** The plan claims something is new. */
export const noveltyPattern =
  // "Here is the clever part: as the stone wears ...": the writer points at what is new in it.
  // "The bit I'm actually happy with is ...", "this is the part I'm kinda proud of": the writer's own contribution.
  /\b(?:the clever (?:part|bit|trick|idea)\b|the (?:bit|part|thing) (?:i|we)(?:['’]m|['’]re| am| are) (?:actually |really |most |kinda |kind of |quite )?(?:happy|proud|pleased) (?:with|of|about)\b|the (?:whole|real|main) trick\b|novel|new (?:type|kind|class|way|approach|method|technique|design|geometry|mechanism|formulation|composition|process) of|new (?:geometry|mechanism|formulation|composition)|(?:is|are) (?:entirely |genuinely |truly )?new\b|first[- ]of[- ]its[- ]kind|world'?s[- ]first|industry[- ]first|first ever|breakthrough|invent(?:ed|ion|ions|or|ors)\b|(?:core|key|our|the) invention|(?:key|our|main) innovations?|pioneer(?:ed|ing)|groundbreaking|nobody (?:else )?(?:has|does|makes|offers|sells|builds)|(?:seen|know of|heard of) (?:anyone (?:make|sell|build|selling|making) )?anything like (?:it|this|that)|(?:nobody|no one) (?:that )?we know of (?:\w+s)\b|no one (?:else )?(?:has|does|makes|offers)|(?:have|has) not seen (?:it|this|anything)|not seen (?:it|this) (?:in|anywhere)|never been done|solv(?:es|ed|ing) (?:this|that|it|the problem|both problems|these problems|both|each of these)|(?:we|it|this) (?:overcome|overcomes|overcame)\b|unlike (?:existing|other|conventional|current|traditional|every|all|competing)|none (?:of (?:them|the \w+(?: \w+)?) )?(?:calibrat|combin|offer|use|does|has|can|match|provid|solv|achiev)\w*)/i;

export const comparativeTriggers = 'than,compared,versus,vs,against,what,instead,differently,competing,conventional,existing,standard,most,normal,typical,traditional,every,mine,ours';
/**
 * A comparison with what exists: "five times what competing bags hold", "40 times less power", and what the others
 * do, said beside the plan's own way: "most self-resetting traps use a CO2 gas canister", "normal probes wake every 15 min".
 * A measured test against the same thing built the old way: "the same tower with friction pegs leaned 21 mm".
 */
export const comparativePattern =
  // "Normal spits dry the belly out ... Mine has a tilted drip tray": a sentence opening on the writer's own one sets it against the rest.
  /^(?:mine|ours)\s+(?:has|have|uses|is|works|adds|keeps|runs|holds)\b|^instead of [^,.;]{3,80}, (?:we|i) [a-z]+\b|\b(?:we|i) do (?:it|this|things) differently\b|\bevery\s+[\w-]+\s+(?:you['’]ve|you\s+have|we['’]ve|we\s+have)\s+ever\s+(?:used|bought|seen|owned|tried)\b|\bthe same\s+(?:[\w-]+\s+){1,3}?(?:with|without|using|fitted with|on)\s+(?:[\w-]+\s+){1,4}?(?:leaned|lasted|used|drew|lost|leaked|held|took|weighed|measured|read|ran|failed|fell|broke|reached|scored|showed)\s+[^.;]{0,20}?\d|\b(?:than|compared (?:with|to)|versus|vs\.?|against|what|instead of)\b[^.;]{0,50}\b(?:competing|competitors?|conventional|existing|current|standard|traditional|typical|naive|benchmark|pure|published|other|market|prior|without|usual)\b|\b(?:competing|conventional|existing|standard)\b[^.;]{0,40}\b(?:times|fold|less|more|lower|higher)\b|\b(?:most|normal|typical|traditional|conventional|existing|competing)\s+(?:[\w-]+\s+){0,3}?(?:use|uses|need|needs|rely|relies|require|requires|wake|burn|draw|lose|leak|send|store|fix|dry)\b/i;

export const ownershipTriggers =
  'proprietary,house,own,custom,home,developed,developing,designed,designing,engineered,built,building,created,devised,invented,discovered,perfected,refined,solved';
/** The plan's team made it. */
export const ownershipPattern =
  /\b(?:proprietary|in[- ]house|custom[- ](?:built|designed|engineered|made)|home[- ]grown|(?:we|i|our (?:team|engineers|scientists|founders?|chemists?))(?:['’]ve| have| has| are| is)?\s+(?:\w+\s+)?(?:developed|developing|designed|designing|engineered|built|building|created|devised|invented|discovered|perfected|refined)|(?:developed|designed|engineered|built) (?:ourselves|in[- ]house|by (?:our|us)))\b/i;
/** "Fizzwell has developed": the company, by name, made it (case-sensitive on purpose). */
export const namedDeveloperPattern = /\b[A-Z][\w-]+ (?:has|have|is|are) (?:\w+ )?(?:developed|developing|designed|designing|engineered|built|building|created|invented|solved)\b/;

export const patentTriggers = 'patent,patents,patented,patentable,provisional,protection,protecting,file,filed,filing,attorney,lawyer,pct,patente,patentes,brevet,brevets,brevetto,patentanmeldung,uspto,epo,dpma,inpi,inapi,cipo,jpo,kipo,cnipa,ukipo,iponz,dkpto';
/** The plan speaks of patenting its own invention (filed, pending, planned, or not yet filed). */
export const patentCuePattern =
  /\b(?:patent(?:ed)?[- ]pending|patentable|(?:applications?|filings?) under the pct\b|(?:solicitud(?:es)?|pedidos?|dep[óo]sito) de patentes?\b|demandes? de brevets?\b|domand[ae] di brevetto\b|patentanmeldung(?:en)?\b|(?:pct|uspto|epo|dpma|inpi|inapi|cipo|jpo|kipo|cnipa|ukipo|iponz|dkpto)(?:\s+patent)?\s+(?:applications?|filings?|filed|phase|route)\b|provisional (?:patent )?(?:applications?|filings?)|patent (?:applications?|filings?|protection|counsel|agents?|attorneys?|lawyers?)|(?:file|filed|filing|apply for|applying for|seek|seeking|pursue|pursuing|obtain|obtaining)\s+(?:a |an |our |for |any |for a )?(?:provisional |utility |us |u\.s\. )?patents?|protect\b[^.;]{0,100}\bwith (?:a |our )?patents?|(?:can|could) (?:we )?patent|to patent\b|patent (?:it|them|this|the \w+)\b|patented\b|\bprovisional (?:was )?filed\b|\b(?:want|wants|plan|plans|need|needs|going|aim|hope)(?: to)? file (?:it |one |something |first )?(?:before|ahead of)\b|\bfiled (?:a |our |the )?provisional\b|(?:apply|applying|applied|file|filing|filed) for (?:ip |legal )?protection\b|\b(?:attorney|lawyer|patent agent)\b[^.;]{0,30}\b(?:has |have )?filed\b|\buntil (?:the )?(?:filing|application) is (?:confirmed|in|done|made)\b|\b(?:lawyer|attorney|counsel)\b[^.;]{0,40}\bprotect(?:ing|ion)?\b[^.;]{0,60}\b(?:design|invention|mechanism|device|process|method|formula|formulation|technology|composition)\b)/i;

/** Patent talk that is not about patenting the plan's own invention. */
export const patentNegationPattern =
  /\b(?:not|never)\s+(?:be\s+)?(?:included|disclosed|described|published|put)\s+in\s+(?:the|our|any)\s+(?:[\w-]+\s+)?patent|\b(?:kept|keep|left|leave)\s+out\s+of\s+(?:the|our|any)\s+(?:[\w-]+\s+)?patent|(?:\bnot|n't|\bnever)\b[^.;]{0,60}\bpatentable|\bnothing to patent|\b(?:competitors?|rivals?|incumbents?|their|third[- ]party|others?)['’]?s?\s+(?:\w+\s+){0,2}patents?|\bfreedom[- ]to[- ]operate|\blicen[cs]e\b[^.;]{0,100}\bpatent|\bpatents? (?:held|owned) by|\b(?:no|any) patents? (?:are |is )?(?:needed|required|necessary)|\bdon'?t need (?:a |any )?patents?|\b(?:earlier|existing|expired) [\w ]{0,20}patents?\b/i;

/**
 * "I saw in the news that Shimano got a patent for a new gear-shifting mechanism", "a rival holds a patent on a
 * quick-release hub": a patent someone else got, reported or pointed at, makes what it covers theirs.
 */
export const othersPatentPattern =
  /\b(?:(?:saw|seen|read|heard|noticed|learn(?:ed|t))\b[^.;]{0,40}?\b(?:that\s+)?(?!(?:we|i|our|my|us)\b)\S+(?:\s+\S+){0,3}?|competitors?|rivals?|another\s+(?:company|firm|maker|brand)|(?:a|one|the)\s+(?:big\s+)?(?:competitor|rival|company|firm|manufacturer|brand))\s+(?:just\s+|recently\s+|already\s+)?(?:got|gets|has|had|holds|received|was\s+granted|were\s+granted|has\s+been\s+granted|won|owns|filed)\s+(?:a|an|the|its|their)\s+(?:new\s+)?(?:[\w-]+\s+)?patents?\b/i;

export const disclaimerTriggers =
  'patent,patentable,technology,tech,new,novel,proprietary,invention,inventions,chemistry,science,invented,invent,anything,reseller,resellers,installer,installers,dealer,dealers,stockist';
/** The plan says it has nothing to patent or no new technology ("I didn't invent those" disowns a part, not the whole). */
export const disclaimerPattern =
  /\bnothing to patent|\bnot a (?:technology|tech) company|\b(?:have|has|had)(?:n['’]t| not) invented|\b(?:did|do|does)(?:n['’]t| not) invent\b(?!\s+(?:those|these|them|that one|this part|that part)\b)|\b(?:don'?t|do not|doesn'?t|does not|no)\s+(?:claim\s+)?(?:any\s+)?(?:new|novel) (?:chemistry|technology|science|invention|inventions|algorithms?|mechanisms?)|(?:\bnot|n't)\s+(?:believe|think|consider)\b[^.;]{0,60}\bpatentable|\bis not patentable|\bno (?:patentable|proprietary) technology|(?:\bnot|n['’]t|\bunlikely\s+to\s+be)\s+(?:a |an )?(?:new |technical |real |patentable )?inventions?\b|\b(?:do|does|did)(?:n['’]t| not) (?:make|manufacture|build|produce) anything\b(?!\s+yet)|\bwe(?:['’]re| are) (?:only |just |simply )?(?:a |an )?(?:reseller|installer|dealer|stockist)s?\b/i;

export const secrecyChoiceTriggers = 'secret,secrets,keep,kept,keeping,remain,remains,held,publish,disclose,share,published,known,confidential,private';
/** The plan chooses secrecy for this passage: "we intend to keep this know-how as a trade secret". */
export const secrecyChoicePattern =
  /\b(?:as an? (?:trade )?secrets?|trade secrets?\b|(?:keep|kept|keeping|remain|remains|held)\b[^.;]{0,60}\b(?:confidential|secret|private|in-house)|(?:will|do|does) not (?:publish|disclose|share)|not be published|known only to|known to (?:only )?(?:\w+ )?(?:people|founders|employees))/i;

/** Prior art: mentions of what exists already, not the plan's invention. */
export const priorArtModifiers = new Set(['existing', 'conventional', 'current', 'traditional', 'competing', 'other', 'standard', 'typical', 'published', 'cheap', 'most', 'many', 'legacy', 'older', 'previous', 'prior', 'ordinary', 'generic', 'comparable', 'off-the-shelf', 'commercial', 'usual', 'normal', 'regular']);

export const disclosureTriggers =
  'demonstrated,showcased,presented,exhibited,unveiled,published,launched,released,shipped,sold,demoed,demo\'d,displayed,debuted,open,showed,shown,live,sale,market,sold,available,beta,preprint,peer,kickstarter,indiegogo,pre,preorder,preorders,orders,backers,paying,units,sales,poster,podium';
/** The plan says the invention is already out: shown, published, sold, launched or in customers' hands. */
export const disclosurePattern =
  /\b(?:demonstrated|showcased|presented|exhibited|unveiled|published|launched|released|shipped|sold|demo(?:'?e)?d|displayed|debuted|open[- ]sourced|(?:showed|shown)(?=[^.;]{0,60}\b(?:publicly|in public|expo|fair|conference|summit|trade show|ces|exhibition|meeting|investors)\b))\b|\b(?:is|are)\s+(?:now\s+|already\s+|currently\s+)?(?:live|on sale|on the market|being sold|commercially available|in (?:public |open )?beta)\b|\bin\s+(?:a\s+)?(?:public\s+|open\s+)?beta\s+with\b|\b(?:beta)\s+(?:users|customers|testers)\b|\bpreprint\b|\bpeer[- ]reviewed\s+(?:paper|article|publication|journal)|\b(?:kickstarter|indiegogo)\b|\bpre-?orders?\b|\bbackers\b|\bpaying\s+(?:customers|clients|users|subscribers)\b|\bunits\s+sold\b|\bsales\s+to\s+date\b|\bposter\b|\bpodium talk\b/i;
/** Past participles that are adjectives in "the published spot price": a disclosure verb needs a verb's company. */
export const disclosureVerbBefore = /\b(?:we|i|was|were|been|have|has|had|and|then|first|recently|already|publicly|successfully|just|also|\d[\d,.]*\s+\w+)\s+$/i;
export const disclosureVerbAfter = /^\s+(?:in|at|on|to|a|an|the|our|it|them|this|publicly|through|via|with|as|since|out|\d)/i;
export const disclosureVerbs = /^(?:demonstrated|showcased|presented|exhibited|unveiled|published|launched|released|shipped|sold|demoed|demo'd|displayed|debuted|showed|shown)$/i;
/** "We have not disclosed it", "nothing has been published": the disclosure word is negated. */
export const disclosureNegationPattern = /\b(?:not|never|nothing|no|n't|without|neither|nor)\b[^.;]{0,45}$/i;
/** Shared under confidentiality: not a public disclosure. */
export const confidentialSharingPattern = /\b(?:under (?:an? )?(?:nda|non-disclosure|confidentiality)|only under|in confidence)\b/i;
/** "A summary of the results was presented": a passive disclosure of the plan's own work. */
export const passiveOwnPattern =
  /^(?:(?:[Aa]|[Aa]n|[Tt]he|[Oo]ur|[Tt]his|[Tt]hese|[Ii]ts|[Tt]hat)\s+(?:[a-z][\w-]*\s+){0,8})(?:(?:was|were|has been|have been)\s+(?:\w+ly\s+)?(?:presented|published|shown|demonstrated|exhibited|released|launched|sold|shipped)|(?:is|are)\s+(?:now\s+|already\s+)?(?:in (?:public |open )?beta|live|on sale|on the market))/;

export const futureTriggers =
  'will,shall,plan,plans,planned,planning,intend,intends,intended,aim,aims,aiming,expect,expects,expected,going,hope,would,could,upcoming,next,once,after,before,by';
/** Future or conditional wording: "we will launch" is a plan, not a disclosure. */
export const futurePattern =
  /\b(?:will|shall|plan(?:s|ned|ning)?\s+to|intend(?:s|ed)?\s+to|aim(?:s|ing)?\s+to|expect(?:s|ed)?\s+to|going\s+to|hope\s+to|would|could|upcoming|next\s+(?:year|quarter|month|phase)|once\s+we|after\s+we|before\s+we|by\s+(?:q[1-4]|the end of|20\d\d))\b/i;
/** Disclosure by someone else does not touch the plan's own novelty. */
export const thirdPartyPattern = /\b(?:competitors?|rivals?|incumbents?|other companies|others have)\b/i;
export const firstPersonPattern = /\b(?:we|our|us)\b/i;

export const coreTriggers =
  'core,key,heart,central,main,flagship,backbone,foundation,differentiate,differentiates,differentiator,differentiation,competitive,moat,unique,sets,set,what,secret,center,cornerstone,real,most';
/** Words showing the invention is central to the business: its weight drives the potential. */
export const corePattern =
  /\b(?:core|key|heart of|central|main|flagship|backbone|foundation of|differentiat\w*|competitive (?:advantage|edge)|moat|unique selling|sets? us apart|what makes (?:us|our|it)|secret sauce|at the center|cornerstone|real advantage|most valuable)\b/i;

/**
 * The first sentence where the writer weighs patenting their own work ("we haven't filed a patent yet", "a provisional
 * application on ..."), not someone else's patents and not "nothing to patent".
 */
export function patentingSentence<S extends { text: string }>(sentences: readonly S[]): S | undefined {
  return sentences.find(
    (s) => s.text.length < 2000 && patentCuePattern.test(s.text) && !patentNegationPattern.test(s.text) && !disclaimerPattern.test(s.text),
  );
}

/** "we can fit air source heat pumps", "we install hybrid inverters": others' equipment the business puts in. */
export const installedBefore =
  /\b(?:we|I)(?:\s+(?:can|could|will|would|also|only|mainly|mostly|now|already|just))*\s+(?:install|fit|service|repair|resell|stock|distribute|supply(?:\s+and\s+(?:fit|install))?)\s+(?!(?:our|my|own)\b)(?:[\w-]+\s+){0,3}$/i;

/** "HPP is not our invention; the plant processes juices for many brands": what the sentence names is someone else's. */
export const notOurInvention = /\b(?:is|are|was|were)(?:n['’]t| not) (?:our|my) (?:own )?inventions?\b/i;
