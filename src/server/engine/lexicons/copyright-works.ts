/**
 * Copyright lexicon: the works a plan's company creates, who made them, and whether it owns them. Source: our own
 * curated list, following the categories of works of 17 U.S.C. 102(a) (literary, musical, dramatic, pictorial,
 * graphic and sculptural, audiovisual works, sound recordings, architectural works; software as a literary work),
 * the definition of a "work made for hire" in 17 U.S.C. 101 (a contractor's work is one only in listed categories
 * and with a signed written agreement) and the transfer rule of 17 U.S.C. 204(a) (a signed writing).
 */
export type WorkGroup = 'software' | 'content' | 'design';

const workWords: Record<WorkGroup, string> = {
  software:
    'software,app,application,web app,mobile app,platform,learning platform,source code,codebase,firmware,backend,back end,' +
    'front end,dashboard,add-in,browser extension,extension,plugin,plug-in,sdk,game,video game,admin console,' +
    'chatbot,code,program,engine,motion-tracking engine,commissioning app,fleet portal,portal,cli,command-line tool,bindings',
  content:
    'course,curriculum,lesson,video lesson,video,film,short film,documentary,episode,podcast,newsletter,blog,blog post,' +
    'article,essay,guide,guidebook,handbook,manual,installation manual,documentation,help center,tutorial,textbook,book,' +
    'cookbook,picture book,colouring book,coloring book,novel,graphic novel,comic,' +
    'ebook,e-book,zine,script,lesson script,rulebook,rule book,booklet,binder,training binder,quiz,quizzes,exercise,project specification,playbook,workshop material,' +
    'training material,training video,training course,template,report,benchmarking report,white paper,copy,website copy,' +
    'ingredient glossary,glossary,dialogue,narrative,story,transcript,music,soundtrack,original score,musical score,song,recording,' +
    'training curriculum,curricula,content,exercise library,library,training log,coaching note,art book,workbook,worksheet,' +
    'website,website content,web content,recall message,message template,audio reflection,guided meditation,guided audio,journaling prompt,writing prompt',
  design:
    'design,designs,graphic design,packaging design,label design,logo design,print design,pattern design,ui design,visual design,' +
    'brand design,interior design,print,pattern drawing,drawing,illustration,artwork,art,labels,logo,packaging,photography,photo,photograph,' +
    'lookbook,rendering,plan set,animation,character,woodcut,graphic,shop drawing,panel layout,townhouse design,cottage plan,' +
    'adu plan,home plan,house plan,floor plan,brochure,jacquard print,sketch,watercolour,watercolor,painting,paper pattern,' +
    'sewing pattern,knitting pattern,crochet pattern,pattern,stencil,icon set,icon,image,walking map,illustrated map,hand-drawn map,trail map,tourist map,city map,wrapper,wrapper design,' +
    'battle map,fantasy map,map pack,planner,printable,page layout,motif,hand lettering,lettering,typeface,font,sticker,linocut,woodcut,screenprint,mural,3d model,model file,stl file,3mf file,step file,cad file,print file,source file,layered file,kicad file,board file,schematic,pcb layout',
};

/** Every work noun with its group; plurals are added by the reader. */
export const workWordList: [string, WorkGroup][] = (Object.entries(workWords) as [WorkGroup, string][]).flatMap(([group, words]) =>
  words.split(',').map((w) => [w.trim(), group] as [string, WorkGroup]),
);

/** Words after a work noun that show it is not a work here: "app store", "design partner", "score of 9". */
export const notWorkFollower =
  /^(?:store|stores|partners?|partnerships?|fees?|costs?|budget|team|teams|agency|agencies|studio|studios|firm|company|companies|school|schools|tool|tools|providers?|review|reviews|feature|features|requirements?|rules?|of|integrations?|listing|users?|downloads?|developers?|engineers?|designers?|lead|director|manager|sessions?|subscriptions?|visits?|traffic|ads|calls?|profiles?|settings?|parameters?|shoots?|runs?|jobs?|quality|beds?|heads?|speeds?|volumes?|shops?|orders?|farms?|layers?|yields?|hours?|time|circle|night|analysis|analytics|processing|recognition|sensors?|cameras?|classification|detection|segmentation|compression|editing|handling|labou?r|entry|entries|override|transmission)$/i;

/** Words one of which a statement of making holds. */
export const creationTriggers = (): string => `${creationVerbs.replace(/\|/g, ',')},${romanceMadeBy.replace(/\|/g, ',')},own,original,house,ours,take,takes,took,taken,taking,closed`;

// "escrito por nuestro equipo", "producidos por nosotros", "feito pela nossa equipe", "réalisé par notre équipe":
// the same passive in Spanish, Portuguese, French and Italian.
const romanceMadeBy =
  'escrito|escrita|escritos|escritas|producido|producida|producidos|producidas|creado|creada|creados|creadas|diseñado|diseñada|' +
  'diseñados|diseñadas|grabado|grabados|filmado|filmados|dibujado|dibujados|feito|feita|feitos|feitas|produzido|produzidos|' +
  'criado|criados|desenhado|desenhados|gravado|gravados|écrit|écrits|réalisé|réalisés|créé|créés|dessiné|dessinés|scritto|' +
  'scritti|prodotto|prodotti|disegnato|disegnati|editado|editada|editados|editadas|grabada|grabadas|fotografiado|fotografiados';
const creationVerbs =
  'write|writes|wrote|written|build|builds|built|develop|develops|developed|create|creates|created|design|designs|designed|' +
  'film|films|filmed|shoot|shoots|shot|record|records|recorded|compose|composes|composed|produce|produces|produced|' +
  'illustrate|illustrates|illustrated|draw|draws|drew|drawn|hand-drawn|code|codes|coded|author|authored|publish|' +
  'publishes|published|make|makes|made|maintain|maintains|maintained|photograph|photographs|photographed|edit|edits|' +
  'edited|paint|painted|animate|animated|done|making|writing|building|producing|designing|developing|creating|filming|' +
  'recording|composing|drawing|coding|illustrating|script|scripts|scripted|scripting|draft|drafts|drafted|sketch|sketched|paints|' +
  'rewrite|rewrites|rewrote|rewritten|rebuild|rebuilds|rebuilt|prepared';
const ownPeople =
  '(?:we|i|our (?:[\\w-]+ ){0,3}(?:team|founders?|engineers?|developers?|designers?|writers?|photographer|director|lead|' +
  'writer|designer|architect|co-?founders?|staff|guides|chemist|coaches|consultants|partners|roaster|distiller|members|volunteers|' +
  'teachers?|tutors?|instructors?|trainers?|carers|nurses|' +
  // A family business's makers: "a booklet our daughter Josie wrote and illustrated".
  'daughters?|sons?|wife|husband|mother|father|mum|mom|dad|sisters?|brothers?))';

/** "We write X", "our art director drew X": the works follow the verb; "I've written" keeps its contraction. */
// "I spent about six years of evenings writing our training binder": the time spent making it comes between.
export const activeCreationPattern = new RegExp(
  `\\b${ownPeople}(?:['’](?:ve|d|ll|re|m))?\\b(?:\\s+[\\w-]+){0,4}?\\s+(?:${creationVerbs})\\b|\\b(?:we|i)\\s+(?:have\\s+)?spent\\s+(?:[\\w'’-]+\\s+){1,7}?(?:writing|drawing|designing|building|filming|recording|coding|developing|creating|illustrating|painting|photographing|composing)\\b`,
  'gi',
);
/**
 * "Jess has also written a little guide book", "She draws by hand illustrated walking maps": a sentence led by a lone
 * given name or a pronoun (the team speaks of its own so) states who made the works; the caller checks the name. A
 * list label may open the sentence before the maker ("d) Video channel – Claire films and edits a series").
 */
export const namedMakerPattern = new RegExp(`^(?:[^.;:–—]{1,40}(?:[:–—]|\\s-)\\s+)?(\\p{Lu}\\p{Ll}{1,20})(?:\\s+(?:has|have|had|will|also|already|just|now|herself|himself|personally)){0,3}\\s+(?:${creationVerbs})\\b`, 'u');

/** "I took those photos for our own site": taking a photograph makes it, as drawing a picture does. */
export const photoTakenPattern =
  /\b(?:we|i|our [\w-]+)(?:['’]ve)?\s+(?:[\w-]+\s+)?(?:take|takes|took|taken|taking)\b(?=\s+(?:[\w'’+-]+\s+){0,4}?(?:photos?|photographs?|pictures?|images?|shots|portraits?|headshots?)\b)/gi;

/** "X are written by our team", "X created in-house": the works come before. */
export const passiveCreationPattern = new RegExp(
  `\\b(?:${creationVerbs})\\b(?:\\s+[\\w-]+){0,3}?\\s+by\\s+(?:our|us|me|my|the (?:team|founders?)|this team|in-house)\\b|` +
  // "written by one of three psychologists on our team": the makers are the team's.
  `\\b(?:${creationVerbs})\\s+by\\s+(?:[\\w-]+\\s+){0,5}?(?:on|in|from)\\s+our\\s+team\\b|` +
  `\\b(?:${romanceMadeBy})\\s+(?:por|pela|pelo|par|da|dal|dalla)\\s+(?:nuestro|nuestra|nosotros|nosotras|n[oó]s|nossa|nosso|notre|nos|nous|nostro|nostra|noi)\\b|` +
  // "explanations written by 14 teachers we pay", "videos recorded in our studio": made for the business, or in its place.
  `\\b(?:${creationVerbs})\\s+by\\s+(?:\\d+\\s+)?[a-z-]+(?:\\s[a-z-]+)?\\s+(?:we|i)\\s+(?:pay|paid|hire|hired|employ|commission|commissioned)\\b|` +
  `\\b(?:${creationVerbs})\\s+(?:at|in)\\s+(?:our|my)\\s+(?:own\\s+)?(?:studio|workshop|kitchen|garage|lab|office|home)\\b|\\b(?:${creationVerbs}) in[- ]house\\b|\\b(?:are|is) (?:our own|ours|mine|my own|his own|her own|their own)\\b|` +
  // "the dashboard and mobile app (our code, built on AWS)", "the firmware is closed source", "photos taken by my sister".
  `\\((?:all\\s+)?(?:our|my)\\s+(?:own\\s+)?(?:code|work|design|software)\\b|\\b(?:are|is)\\s+closed[- ]source\\b|\\b(?:taken|shot)\\s+by\\s+(?:our|us|me|my)\\b|` +
  `\\b(?:written|built|coded|developed|implemented|rewritten|rebuilt)(?:\\s+by\\s+[A-Z][\\w'-]*(?:\\s+[A-Z][\\w'-]*){0,2})?\\s+(?:in|with)\\s+(?:[A-Z][\\w#+.]*|C\\+\\+)`,
  'gi',
);
/** "painted freehand by Agnieszka", "written by Mariana": a work made by someone the text names by a given name alone. */
export const namedPassivePattern = new RegExp(`\\b(?:${creationVerbs})\\s+(?:(?:freehand|by\\s+hand)\\s+)?by\\s+(\\p{Lu}\\p{Ll}+)\\b(?!\\s+\\p{Lu})`, 'gu');
/** "our own learning platform", "an original score": the work follows within a few words. */
export const ownAdjectivePattern = /\b(?:our own|my own|his own|her own|original|in[- ]house)\s+/gi;
/** Outsiders made it: "drawn by a freelance illustrator", "built by Softwise, a software development agency". */
export const commissionVerbPattern = new RegExp(`\\b(?:${creationVerbs}|outsourced|hired|commissioned|paid)\\b`, 'i');

export const contractorTriggers =
  'freelance*,contractor,agency,agencies,outside,production,development,design,upwork,fiverr,toptal,volunteer,outsourc*,artist,' +
  'illustrator,photographer,videographer,copywriter,designer,perfumer,retainer,paid,commissioned,purchase,time and materials,' +
  'porting,semester,us,me';
/** Outside people made it: the company owns it only with a signed written assignment. */
export const contractorPattern =
  /\b(?:freelanc\w*|contractors?|agency|agencies|outside (?:\w+ )?(?:studio|firm|agency|developers?|designers?)|production (?:company|agency)|development (?:agency|firm|shop|studio)|design (?:studio|agency|firm)|upwork|fiverr|toptal|volunteer (?:\w+ )?(?:developers?|designers?|programmers?)|outsourc\w*|(?:a|an) (?:local |outside |independent )?(?:artist|illustrator|photographer|videographer|copywriter|designer|perfumer)|by (?!(?:our|my|the) )(?:[\w-]+ ){0,3}?(?:artist|illustrator|photographer|videographer|copywriter|designer) \w+|(?:paid|hired|commissioned|contracted) (?:the |a |an )?(?:[\w-]+ )?(?:artist|illustrator|photographer|videographer|copywriter|designer)|on retainer|who we paid|(?:we|i) paid (?:her|him|them)\b|paid per (?:design|piece|article)|commissioned|(?:made|drawn|designed|written|shot|built|illustrated|painted|photographed|composed|coded|developed) for (?:us|me) by|purchase order|time-and-materials|porting studio|semester project)\b/i;

/** A signed transfer of the rights: closes the contractor gap. */
export const assignmentPattern = /\b(?:assigns?|assigned|assignment|work[- ]for[- ]hire|work made for hire|transfers? (?:the |all )?(?:copyright|rights))\b/i;
/** ... unless the plan says there is none. */
export const noAgreementPattern =
  /\b(?:never signed|no (?:written )?(?:agreement|contract|assignment)s?|without (?:a |any )?(?:written )?(?:agreement|contract|assignment)|nothing (?:in writing|about who owns)|not (?:yet )?signed)\b/i;

/** Works someone else made that the business only uses: "photos the photographers let us use", "a Squarespace template". */
export const licensedInPattern =
  /\b(?:gave (?:us |me )?(?:their )?permission|with (?:their )?permission|courtesy of|licensed from|stock (?:photos?|images?|footage|music|art)|(?:from|on|uses?|using|bought|paid for|purchased) (?:a |an |the )?(?:[\w-]+ ){0,2}(?:template|theme)s?\b|\b\p{Lu}[\p{L}-]* (?:template|theme)s?\b)/u;

/** Third parties' works the plan only uses. */
export const thirdPartyUsePattern = /\b(?:we use|uses|using|built on|runs? on|through|via|licensed from|powered by)\s+(?!our\b)(?:\w+\s+){0,2}$/i;

/** The work is central to the business: sold, licensed, or what customers come for. */
export const workCorePattern =
  /\b(?:biggest asset|most valuable|core|flagship|sets us apart|what sets us apart|customers recognise|customers recognize|why they booked|ask for (?:them )?by name|cite when|license|licence|licensing|membership|sell|sells|sold|subscription|subscribers|paying|revenue|premium|publish)\b/i;

/** Sections listing what the company owns: the works named there are the company's. */
export const ownedAssetsHeadingPattern = /\b(?:proprietary|assets?|intellectual property|ip|what we own|our (?:ip|assets))\b/i;
/** "### 4.6 Software deliverables": a list of what the team itself must build, in any voice. */
// A job post's "What you'll do": the works the new hire will build for the company.
export const deliverablesHeadingPattern = /\bdeliverables\b|\bwhat you['’]?ll do\b|\bwhat you will do\b|\byour responsibilities\b/i;

/** "This material is ours", "all written by us", "I paint these myself": the works named before are the writer's. */
export const anaphoricOwnership =
  /^(?:this|these|those|they|it|all of (?:this|these|them|it))\b[^.;]{0,40}\b(?:(?:is|are) (?:ours|mine|our own|my own)|(?:written|filmed|made|produced|created|designed|drawn|recorded|shot|built)(?: and \w+)? by (?:us|our|me|my|the team)|we (?:hold|own) the copyright)|^(?:i|we) (?:\w+ )?(?:paint|draw|write|shoot|film|make|design|photograph|illustrate)s? (?:these|them|those|all of (?:them|these)) (?:myself|ourselves|by hand|in-house)|^(?:all )?(?:wrote|written|made|built|designed|drew|drawn|shot|filmed|created|coded)(?: (?:them|these|it|all of (?:them|it)))? (?:ourselves|myself|by (?:us|me|our team))\b|^(?:i|we) (?:\w+ )?(?:wrote|drew|painted|filmed|photographed|illustrated|composed) (?:it|them|these|those|all of (?:them|it|these))\b|^all (?:written|made|built|designed|drawn|coded|created) by (?:us|me|our team)\b/i;

/**
 * "I keep the copyright in the images", "copyright ours", "our codebase is 100% ours": the works of that sentence are
 * the writer's.
 */
/**
 * The plan licenses its own works out: a "License:" line, terms that forbid reselling or re-uploading them, a commercial
 * licence offered. Whoever sets the terms holds the copyright, so every work the plan names is its own.
 */
export const licensesOutPattern =
  /(?:^|\n)\s*licen[cs]e\s*[:\-–]\s*(?:cc[- ]?(?:by|0)|creative commons|mit\b|apache|(?:a|l)?gpl|bsd|cern|personal|non-?commercial)|\b(?:please\s+)?(?:do\s+not|don['’]t|never)\s+(?:re-?sell|redistribute|re-?upload|resell|sell\s+(?:prints|copies))\b|\b(?:remember|read|respect)\s+the\s+licen[cs]e\b|\b(?:message|contact|email|ask)\s+(?:me|us)\s+(?:about|for)\s+(?:a\s+)?commercial\s+licen[cs]e\b/i;

export const copyrightClaim =
  // "I keep ownership of the photos", "the drawings remain studio property", "she signs it over to us", "we are not
  // open-sourcing the firmware": the works of that sentence are the writer's to keep, license or withhold.
  /\b(?:everything|it|they|these|those|all of (?:it|them)) (?:is|are) (?:all |entirely )?\*?(?:our|my)\*? (?:own )?(?:[\w-]+ )?designs?\b|\b(?:i|we) (?:keep|retain|hold) (?:full |the |all )?(?:ownership|rights) (?:of|in|to)\b|\b(?:is|are|becomes?)\s+(?:the\s+)?property\s+of\s+(?:our|us|me|my|the\s+(?:company|studio|firm|business|association|cooperative|co-op))\b|\b(?:remains?|stays?) (?:(?:our|my) (?:own )?|(?:the )?(?:studio|firm|practice|company)(?:['’]s)? )property\b|\bsigns? (?:it|them|(?:the|all) rights) over to (?:us|me)\b|\b(?:artwork|art|designs?|drawings?|illustrations?|photos?|photographs?|images?|videos?|footage|music|code|software|content|rights)\s+(?:now\s+)?(?:belongs?|belonged) to (?:us|me)\b|\bnot (?:want to |going to |plan to |intend to )?(?:be )?open[- ]sourc(?:e|ed|ing)\b|\bin this (?:repo|repository)\b[^.;]{0,40}\bopen[- ]source\b|\b(?:our|my)\b[^.;]{0,150}\bunder (?:the |an? )?(?:MIT|Apache|(?:A|L)?GPL|BSD|MPL|Creative Commons|CC[- ]BY)\b|\b(?:all|the)\s+(?:[\w-]+\s+){0,3}(?:code|source code|firmware|software|designs?|diagrams?|schematics?)\b[^.;]{0,60}\b(?:are|is)\s+(?:[\w-]+\s+){0,3}?under (?:the |an? )?(?:MIT|Apache|(?:A|L)?GPL|BSD|MPL|Creative Commons|CC[- ]BY)\b|\b(?:code|firmware|software|files|designs?|schematics?|models?)\s+(?:is|are)\s+(?:[\w-]+\s+)?(?:MIT|Apache|(?:A|L)?GPL|BSD|MPL|CC[- ]BY[\w-]*|CERN-OHL[\w-]*)[- ]licen[cs]ed\b|\bunder (?:the )?CERN-OHL\b|\btransfers?\s+(?:the\s+|all\s+)?copyright\s+(?:in|of|for)\b[^.;]{0,60}?\bto\s+(?:us|me|the\s+(?:partnership|company|business|firm|co-?op(?:erative)?|studio|shop)|our\s+[\w-]+)\b|\b(?:i|we) (?:keep|own|hold|retain) (?:the |all )?copyrights?\b|\bcopyright (?:is )?(?:ours|mine)\b|\b(?:is|are) (?:100% |all |entirely |fully |wholly )?(?:ours|mine)\b/i;

/** Works that "of" describes ("a handbook of 60 preparations"), where "a copy of" or "book of business" is none. */
export const workDescribedByOf = /^(?:handbook|guide|guidebook|manual|sketch|watercolou?r|painting|drawing|illustration|photograph|photo|map|workbook|print|linocut)s?$/i;
