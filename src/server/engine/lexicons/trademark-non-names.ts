// Capitalised words that business plans use which are not brand names: acronyms and industry jargon, calendar
// words, job titles, nationalities, languages and faiths, funding and legal vocabulary, and words that head sections.
// Source: Moatmap's own list, built from the vocabulary of business-plan templates (SBA "Write your business plan",
// SCORE templates) and startup jargon. Lower case.

const list = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Acronyms and jargon written with capitals (SaaS, AI, B2B) that never name the user's business. */
export const jargonTerms = list(`
ai ml nlp llm llms genai agi ar vr xr mr iot api apis sdk sdks ui ux ui/ux saas paas iaas daas b2b b2c b2b2c d2c dtc
c2c p2p crm erp pos kpi kpis okr okrs roi ltv cac arr mrr gmv cogs ebitda capex opex mvp poc r&d rd ip pr seo sem
sms gps rfid nfc ble lte 5g 4g wifi wi-fi usb led leds oled lcd cpu gpu tpu ram ssd hvac ev evs co2 esg csr dei hr
qa qc gmp haccp fda usda epa ftc fcc sec irs gdpr ccpa hipaa soc iso pci dss ce ul nist osha cdc nih nsf sba
llc inc ltd corp plc gmbh pbc lp llp nda ndas ceo cto coo cfo cmo cpo cso cio vp svp evp md phd mba msc bsc
usa us uk eu uae un who nato asean apac emea latam nyc la sf dc tam sam som cagr yoy mom qoq q1 q2 q3 q4 h1 h2 fy
pdf csv json xml html css sql aws gcp ios macos os ok faq tbd tba etc vs aka diy fmcg cpg otc rx dme bom
oem odm smb smbs sme smes ngo ngos npo k-12 k12 stem ged sat act gpa edtech fintech healthtech proptech
insurtech legaltech regtech martech adtech agtech foodtech cleantech climatetech deeptech medtech biotech
web3 defi dao nft nfts crypto blockchain cloud mobile online digital internet email ebook app apps
javascript typescript python kotlin golang php node.js nodejs react.js
ii iii iv vi vii viii ix xi xii kw kwh mw mwh gwh wh mah kg mg ml cm mm km lb lbs oz ft sq psi rpm ghz mhz gb tb mb
`);

export const calendarWords = list(`
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
spring summer autumn fall winter christmas easter thanksgiving halloween ramadan diwali hanukkah
jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
lunes martes miércoles miercoles jueves viernes sábado sabado domingo enero febrero marzo junio julio agosto septiembre octubre noviembre diciembre
lundi mardi mercredi jeudi vendredi samedi dimanche janvier février fevrier juillet août aout septembre octobre novembre décembre decembre
`);

/** Words that head sections of business plans, and business vocabulary written in title case. */
export const headingWords = list(`
executive summary company description overview memo memorandum deck pitch proposal prospectus confidential draft
frequently asked questions handover invention disclosure form tender response transcript questionnaire onboarding
report update outline brief abstract mission vision values problem solution product products
service services market markets analysis opportunity industry target customer customers segment segments
competition competitive competitors landscape advantage advantages strategy strategies marketing sales
operations operational management team organization organisation structure financial financials projections
plan plans funding request requirements use uses milestones milestone timeline roadmap risks risk mitigation
appendix introduction background conclusion summary business model revenue revenues pricing price costs cost
go-to-market traction partnerships partnership partners channels channel distribution growth expansion
intellectual property legal regulatory compliance technology technical development research design roles
founders founder advisors advisory board key personnel staffing hiring objectives goals swot strengths
weaknesses threats exit investment investors investor capital startup costs cash flow balance sheet income
statement profit loss break-even breakeven assumptions key metrics kpis impact social environmental
sustainability table contents chapter section part slide slides phase stage year month quarter week day total notes
amount narrative subject diary journal logbook minutes agenda changelog notebook captions working worksheet template project title record book
speaker speakers presenter moderator interviewer interviewee
résumé resume exécutif executif resumen ejecutivo sumário sumario executivo zusammenfassung riassunto esecutivo feasibility study findings
plano de negócio negocio negócio negocios simplificado simplificada ondernemingsplan businessplan geschäftsplan
microfinance microcredit microcrédito microcredito loan loans application applications nombre nom nome none nil tbd tba
founded location locations registration detailed name
iş i̇ş planı plani rencana usaha bisnis d'affaires biznes kế hoạch kinh doanh aziendale bedrijfsplan affärsplan forretningsplan mpango biashara
ventas sueldos comisiones costos gastos ingresos utilidad ganancias alquiler insumos biaya laba omzet pendapatan gaji sewa keuntungan receitas despesas lucro custos salários aluguel loyer salaires bénéfice recettes umsatz gewinn miete
protokoll protocolo acta verbale notulen persbericht pressemitteilung communiqué comunicado formulario formulaire solicitud
resolved society assunto asunto betreff objet oggetto onderwerp merci gracias obrigado obrigada danke grazie convocatoria candidature antrag bewerbung canvas story teaser one-pager demo script roteiro prd rfc readme handover faq informe relatório relatorio rapport bericht defter menu taproom interno operaciones memorando quote quotation attached
customer acquisition retention success support pilot beta launch release version premium basic standard
free enterprise pro plus starter tier tiers annual monthly subscription subscriptions
seed pre-seed round rounds
north south east west northern southern eastern western central global international national local
pinot noir gris grigio chardonnay merlot cabernet sauvignon blanc franc riesling syrah shiraz zinfandel malbec
tempranillo sangiovese grenache viognier moscato gewurztraminer
arabica robusta liberica excelsa gesha geisha typica caturra catuai criollo forastero trinitario
`);

export const jobTitles = list(`
ceo cto coo cfo cmo cpo cso cio founder co-founder cofounder chief officer president director head lead
manager engineer developer designer scientist researcher advisor adviser consultant chair chairman chairwoman
partner principal associate intern analyst architect chef baker owner proprietor vp svp evp dr mr mrs ms prof
dad mum mom grandma grandpa grandad granddad granny nan uncle auntie
`);

export const nationalities = list(`
american british english french german spanish italian portuguese dutch swedish norwegian danish finnish irish
scottish welsh canadian mexican brazilian argentinian chilean colombian peruvian chinese japanese korean indian
pakistani bangladeshi vietnamese thai filipino indonesian malaysian singaporean australian african nigerian
kenyan egyptian moroccan south israeli turkish greek polish russian ukrainian czech hungarian romanian swiss
austrian belgian european asian latin hispanic latino latina latinx arabic arab persian hindi mandarin
cantonese swahili hebrew native indigenous caribbean nordic scandinavian mediterranean middle eastern
marathi tamil telugu kannada malayalam gujarati bengali urdu odia afrikaans zulu isizulu xhosa isixhosa sesotho setswana
gaelic maori jamaican trinidadian barbadian haitian cuban dominican puerto rican ghanaian senegalese ethiopian
tanzanian ugandan rwandan sri lankan nepali lithuanian latvian estonian georgian jordanian lebanese syrian iraqi iranian
twi akan pidgin ewe ga fante hausa yoruba igbo kiswahili kikuyu luo amharic tigrinya somali wolof tagalog cebuano bisaya hiligaynon ilonggo waray ilocano kapampangan bikol bangla bahasa sinhala punjabi
islamic muslim christian catholic hindu buddhist jewish sikh
`);

/** Words that open a sentence or a capitalised run without being part of a name. */
export const leadingFunctionWords = list(`
the a an our we us my your their its his her this that these those there here it they i you he she with
without at in on for from to by of and or but as if when while after before during since until unlike
like using via through per each every all both either neither some many most few several any no not
also then thus so hence however moreover furthermore additionally finally first second third next last
meanwhile today currently now soon initially eventually ultimately overall together why what how who where
which whose whom once because although though whether unless about above below across against along among
around behind beside between beyond despite down inside into near off onto out outside over past toward
towards under upon within yes please key core main major are is was were be been being do does did have has had
will would can could should might must shall get gets got make makes let lets see note read own kwa dear
sell sells buy buys offer offers rent rents hire hires install installs
everything nothing something anything everyone someone anyone nobody
accordingly consequently therefore instead indeed similarly likewise specifically notably importantly historically
traditionally typically generally collectively alternatively conversely nevertheless nonetheless otherwise besides
lastly subsequently previously recently separately primarily principally essentially increasingly further
`);
