/**
 * Content cues: words that say what a business makes, writes, knows and collects, grouped by the kind of asset or
 * activity they point at. The decision model reads how often each group occurs; the groups describe content, not
 * the register of the writing, so that a founder's short plan and a long annual report are read the same way.
 * Entries are singular lower-case words or two-word phrases (plural "-s" is stripped before lookup).
 * Source: our own curated list, from the IP subject matter in IP-KNOWLEDGE.md (35 U.S.C. 101 categories,
 * 17 U.S.C. 102 works, the DTSA's list of protectable information) and common industry vocabulary.
 */
export const contentCues = {
  /** Research and engineering of new things. */
  research: 'research,r&d,laboratory,lab,scientist,engineer,engineering,invent,invented,invention,innovation,innovate,innovative,prototype,patentable,novel,breakthrough,pioneer,pioneered,first-of-its-kind,research and development,development program,product development,new product',
  /** Physical technical things: devices, hardware, machines. */
  device: 'device,sensor,instrument,machine,machinery,equipment,component,circuit,semiconductor,chip,wafer,battery,motor,valve,pump,engine,hardware,apparatus,actuator,laser,optic,optical,antenna,electrode,module,controller,firmware,processor,robot,robotic,turbine,mechanism,housing,nozzle,membrane,filter,probe,implant,catheter,wearable,prototype,enclosure,microcontroller,radar,lidar,camera',
  /** Chemistry, biology and materials. */
  science: 'compound,molecule,molecular,formulation,drug,therapeutic,therapy,clinical,antibody,protein,gene,genetic,polymer,chemical,chemistry,catalyst,alloy,coating,resin,biologic,vaccine,diagnostic,assay,enzyme,peptide,cell,tissue,pharmaceutical,biotechnology,composition,additive,ingredient,fiber,nanoparticle,electrolyte,cathode,anode,substrate',
  /** Software and digital products. */
  software: 'software,platform,app,application,saas,cloud,api,code,codebase,web,website,online,digital,mobile,dashboard,interface,user interface,user,subscription software,open source,source code,backend,frontend,database,integration,plugin,portal,e-commerce,ecommerce,app store,functionality,workflow,deployment,architecture,suite,module,configurable,scalable,scalability',
  /** Learning systems and analytics: models, predictions, data science. */
  intelligence: 'ai,artificial intelligence,machine learning,generative,ai-powered,intelligence,intelligent,predictive,prediction,analytics,analyze,analysis,algorithm,neural,model,real-time,automated,automation,insight,computer vision,natural language,optimization,optimize,detection',
  /** Drug development and clinical medicine: rights held as patents and data, rarely as works. */
  clinical: 'clinical,trial,patient,dose,dosing,dosed,fda,indication,efficacy,tolerability,candidate,preclinical,phase,randomized,placebo,pharmacokinetic,therapeutic,drug,disease,treatment,oncology,tumor,inhibitor,biomarker,regulatory approval,pipeline,unmet',
  /** Physical places that serve guests and shoppers: stores, hotels, restaurants, properties. */
  venues: 'store,location,shop,franchise,franchisee,hotel,guest,outlet,restaurant,opening,square feet,square foot,mall,property,properties,resort,club,venue,showroom,branch,site,room,dining',
  /** Food and drink. */
  food: 'food,beverage,snack,menu,fresh,meal,drink,coffee,tea,beer,wine,spirit,bakery,dairy,meat,produce,grocery,ingredient,flavor,flavour,recipe,cuisine,kitchen,chef',
  /** Works people write, film, draw or record. */
  content: 'content,publish,publishing,publication,media,video,film,movie,music,song,game,gaming,course,curriculum,lesson,book,article,photograph,photography,artwork,illustration,graphic,documentation,manual,magazine,newspaper,broadcast,programming,entertainment,editorial,newsletter,podcast,blog,script,story,television,streaming,episode,template,guide,textbook,recording,animation,character,catalog,catalogue,brochure,journal,report',
  /** Visual and product design. */
  design: 'design,designer,designed,pattern,logo,packaging,label,style,styling,collection,fashion,look,aesthetic,architectural,drawing,blueprint,rendering,visual',
  /** Data and information gathered. */
  data: 'data,dataset,data set,database,record,information,insight,analytics,statistic,benchmark,measurement,telemetry,history,customer data,proprietary data,data science,model,forecasting,scoring,underwriting data',
  /** Know-how: processes, methods, recipes and formulas. */
  knowhow: 'know-how,knowhow,expertise,process,processes,recipe,formula,technique,method,methodology,proprietary,specification,trade practice,confidential,secret,tacit,craft,calibration,parameter,profile,procedure,workflow,tuning,blend,batch,fermentation,roasting,brewing,curing,protocol,playbook,in-house,proprietary process,manufacturing process',
  /** Who buys and who supplies: relationships that are valuable lists. */
  relationships: 'customer list,client list,supplier,vendor,relationship,distributor,partner,pricing,price list,negotiated,terms,contract,wholesale,sourcing,grower,farmer,manufacturer',
  /** Branding and selling to consumers. */
  brand: 'brand,branded,name,logo,consumer,retail,packaging,marketing,advertising,label,boutique,merchandise,loyalty,tagline,slogan,product line,flagship,household,shopper,cafe,apparel,cosmetic,toy,footwear,jewelry,fragrance,portfolio of brand,trade name,premium,iconic,well-known,recognized',
  /** Engineering quality and testing: how technical products are made to work. */
  engineering: 'safety,reliability,testing,test,performance,precision,efficiency,durability,specification,tolerance,accuracy,engineered,designed to,application,applications,system,systems,solution,integrated,advanced,technology,technologies,technical,proprietary technology,capability',
  /** Making things. */
  manufacturing: 'manufacture,manufacturing,factory,plant,production,assembly,fabrication,fabricate,machining,mold,molding,tooling,facility,foundry,process line,yield',
  /** Financial services and real estate: few of their assets are technical. */
  finance: 'bank,banking,loan,deposit,lending,lender,borrower,insurance,insurer,premium,reinsurance,reit,real estate,mortgage,interest rate,securities,asset management,brokerage,underwriting,credit,portfolio,tenant,lease,leasing,property,properties,fdic,capital ratio',
  /** Energy, utilities and extraction. */
  resources: 'electric,electricity,utility,utilities,gas,pipeline,oil,natural gas,mining,mine,ore,transmission,kilowatt,megawatt,reserve,drilling,well,coal,water utility,ratepayer,commission,refinery,crude',
  /** Moving goods and people, and labour-based services. */
  operations: 'trucking,truck,freight,airline,aircraft,fleet,staffing,logistics,shipping,vessel,rail,driver,route,terminal,warehouse,delivery,contractor,construction,installation,maintenance,repair,cleaning,landscaping,janitorial,security service',
  /** An enterprise that has little yet to protect: no operations, revenue or staff to speak of. */
  stage: 'shell company,shell corporation,going concern,reverse merger,development stage,limited operating history,no revenue,not generated any revenue,not generated revenue,no operations,nominal operations,sole officer,sole director,no employees,accumulated deficit,net loss,dormant,pre-revenue,not yet launched',
  /** Licences of technology and creative works in or out. */
  licensing: 'license,licence,licensed,licensing,licensor,licensee,royalty,royalties,exclusive right,collaboration,technology transfer',
} as const;

export type CueGroup = keyof typeof contentCues;
export const cueGroups = Object.keys(contentCues) as CueGroup[];
