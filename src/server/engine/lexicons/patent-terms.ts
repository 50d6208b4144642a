/**
 * Patent lexicon: what an invention is made of. Source: our own curated list. The head nouns follow the four
 * statutory classes of 35 U.S.C. 101 (process, machine, manufacture, composition of matter) in the words founders
 * use for them; the software and business-method words follow the USPTO eligibility guidance on abstract ideas
 * (MPEP 2106.04(a), after Alice Corp. v. CLS Bank, 2014); the improvement words follow "improvements to the
 * functioning of a computer or to any other technology" (MPEP 2106.05(a)).
 */
export type PatentCategory = 'method' | 'system' | 'device' | 'process' | 'composition' | 'algorithm';

export type HeadEntry = { category: PatentCategory; strong: boolean };

// Keyed by the singular, lower-case head word. Strong heads name something concrete on their own (a sensor,
// an alloy); weak heads ("system", "method", "estimation") need technical context or a claim of novelty.
const heads = new Map<string, HeadEntry>();
const add = (category: PatentCategory, strong: boolean, words: string) => {
  for (const w of words.split(',')) heads.set(w.trim(), { category, strong });
};
add(
  'device',
  true,
  'device,apparatus,sensor,biosensor,instrument,implant,wearable,actuator,robot,drone,microchip,chip,circuit,probe,' +
    'catheter,stent,valve,pump,motor,battery,electrode,antenna,transducer,mechanism,gripper,nozzle,lens,headset,' +
    'charger,inverter,reactor,turbine,cartridge,dispenser,exoskeleton,prosthesis,prosthetic,array,controller,' +
    'microscope,spectrometer,scanner,detector,emitter,laser,thermostat,heat exchanger,compressor,gearbox,test strip,' +
    'insole,machine,kit,connector,fastener,hinge,latch,clamp,gasket,zipper,closure,lid,tag,patch,shroud,housing,' +
    'enclosure,blade,rotor,propeller,brake,bearing,cam,geometry,transmitter,receiver,beacon,vehicle,bioreactor,' +
    'incubator,printer,heater,boiler,helmet,buffer,gateway,radiator,nebuliser,nebulizer,inhaler,syringe,cooker,oven,' +
    'clasp,conveyor,dropout,ratchet,pawl,linkage,bracket,axle,buckle,carabiner,tensioner,comb,cutter,roller,shears,' +
    'handpiece,trap,spout,grinder,dressing,bandage,mould,mold,drill bit,auger,sprayer,applicator,dryer,dehydrator,chiller,condenser,filter,kiln,furnace,stove,burner,smoker',
);
add('device', false, 'coupling,module,layer,frame,panel,seal,pad,arrangement,configuration,structure,hub,tank,container,hardware,joint,insert,tool,attachment,assembly,unit,rack,mount,holder');
add(
  'composition',
  true,
  'formulation,composition,compound,molecule,alloy,polymer,coating,biomaterial,composite,catalyst,electrolyte,' +
    'enzyme,antibody,peptide,vaccine,adhesive,resin,hydrogel,nanoparticle,emulsion,additive,cathode,anode,membrane,' +
    'fiber,fibre,bioplastic,ceramic,drug candidate,small molecule,therapeutic,tablet,capsule,granule,oligonucleotide,' +
    'fertiliser,fertilizer,pesticide,herbicide,sweetener,ink',
);
add('composition', false, 'material,substrate,strain,formula,powder,gel,film,foam,particle');
add('process', false, 'process,fabrication,synthesis,procedure,fermentation,extraction,purification,encapsulation');
add(
  'method',
  false,
  'method,technique,protocol,estimation,calibration,detection,compression,encoding,sampling,sensing,separation,' +
    'filtration,stabilisation,stabilization,switching,routing,charging',
);
add('system', false, 'system,architecture,pipeline,engine,network');
add('algorithm', false, 'algorithm,classifier,codec,neural network,model,encoder,decoder,solver,indexer');

/** The lexicon entry of a head word (singular or plural, any case). */
export function headEntry(word: string): HeadEntry | undefined {
  const w = word.toLowerCase().replace(/-/g, ' ');
  return heads.get(w) ?? heads.get(w.replace(/ies$/, 'y')) ?? heads.get(w.replace(/s$/, '')) ?? heads.get(w.replace(/es$/, ''));
}

/** Every head noun with its entry. */
export const headWords: [string, HeadEntry][] = [...heads.entries()];

// "model" is a technical head only as a learned or physical model; business, pricing or revenue models are not.
export const technicalModelPattern =
  /\b(?:machine[- ]learning|ml|ai|deep[- ]learning|neural|predictive|computer[- ]vision|language|forecasting|diffusion|transformer|detection|classification|vision|thermal|kinetic|shape|physics|statistical|gradient[- ]boosted|trained)\s+models?\b/i;

/** Modifiers that make a head a business or teaching thing unless technical words surround it. */
export const businessModifierPattern =
  /^(?:training|educational|course|reading|promotional|print|packaging|team|booking|ordering|order|loyalty|rewards?|referral|payments?|reservation|scheduling|subscription|membership|ticketing|crm|billing|invoicing|pricing|sales|marketing|delivery|distribution|franchise|business|revenue|operating|service|support|hiring|recruiting|management|customer|tutoring|matching|review|rating|points|affiliate|commission|fulfil?lment|logistics|supply|inventory|accounting|hr|payroll|consulting|advisory|expert|board|social|content|media|marketplace|partner|referral|retail|wholesale|sales|cost|capital|ownership|legal|corporate|org|organizational|organisational|team|fee|price|tiered|product|brand|health|healthcare|hospital|school|education|tax|legal|court|banking|political|immigration)$/i;

export const noveltyModifiers = new Set(['novel', 'new', 'patented', 'patent-pending', 'first-of-its-kind', 'breakthrough', 'pioneering', 'groundbreaking', 'revolutionary']);
export const ownershipModifiers = new Set(['proprietary', 'unique', 'in-house', 'custom', 'custom-built', 'custom-designed', 'exclusive', 'bespoke', 'innovative', 'advanced', 'cutting-edge', 'state-of-the-art', 'special', 'secret']);

// Word lists are comma-separated; "word*" stands for any word starting so; plurals are added by the reader.

/** Words that place a passage in engineering, science or computing rather than in commerce (counted per sentence). */
export const technicalTermList =
  'sensor,signal,optical,laser,wireless,bluetooth,lorawan,rfid,nfc,gps,lidar,radar,ultrasound,ultrasonic,transducer,' +
    'spectroscop*,thermal,temperature,pressure,vibration,voltage,motor current,electric current,electrical current,' +
    'electrochemical,chemical,chemistry,molecular,enzym*,protein,protease,lipase,dna,rna,genom*,crispr,cell,bacteri*,' +
    'microb*,polymer*,nano*,graphene,graphite,carbon,silicon,semiconductor,circuit,firmware,embedded,microcontroller,' +
    'actuator,motor,hydraulic,pneumatic,magnetic,acoustic,imaging,camera,computer vision,machine learning,neural network,' +
    'deep learning,reinforcement learning,gradient boosted,encrypt*,cryptograph*,compression,latency,bandwidth,memory,' +
    'processor,gpu,cpu,edge computing,iot,satellite,3d print*,additive manufacturing,cnc,injection moulded,' +
    'injection molded,robotic*,autonomous,membrane,filtration,catalys*,electroly*,ferment*,biodegradable,photovoltaic,' +
    'hydrogen,fuel cell,lithium,sodium,electrode,coating,alloy,ceramic,accelerometer,gyroscope,wavelength,infrared,' +
    'photonic,quantum,microfluidic*,biomarker,assay,antibod*,compound,molecule,formulation,synthes*,reactor,torque,' +
    'aerodynamic,thermodynamic,heat load,heat transfer,heat flux,heat exchanger,cooling,refrigerat*,insulat*,combustion,' +
    'emission,battery,batteries,charging,power electronics,inverter,kinetic,mechanical,sensor fusion,packet,throughput,' +
    'computational,simulation,genetic,in vitro,in vivo,ex vivo,pharmacokinetic,dosing,biocompatible,sterilis*,steriliz*,' +
    'purification,distillation,solvent,yeast,crystal*,extrusion,laminat*,weld*,machining,thermistor,beamform*,' +
    'phase change,conductivity,viscosity,ph,lipid,oligonucleotide,peg,hydrogel,silicone,gasket,valve,spring,cam,preload,' +
    'shear,tensile,load bearing,stamped steel,steel,aluminium,aluminum,titanium,ethanol,oxygen,sparging,alginate,starch,' +
    'encapsulat*,granule,effervescent,ebpf,kernel,ring buffer,bipartite,graph,min cost flow,minimum cost flow,' +
    'blocking index,telemetry,reefer,set point,cellular,radio,antenna,excitation,capacitive,impedance,guard ring,' +
    'calibrat*,algorithm,heuristic,optimisation solver,optimization solver,linear programming,beam,steered,3d,scanner,' +
    'scanning,pixel,depth,frame,detector,thermostatic,mixing,buffer exchange,flow rate,nebulis*,nebuliz*,pcb,' +
    'printed circuit,soldered,gear,shaft,piston,bolt,plate,slot,monoclonal,receptor,inhibitor,antisense,sirna,mrna,aav,' +
    'viral vector,affinity,potency,efficacy,toxicity,bioavailability,clinical,preclinical,placebo,pathogen,vaccine,adjuvant,' +
    'excipient,gene therapy,cell therapy,small molecule,conveyor,pawl,ratchet,axle,thru-axle,detent,pivot,spring-loaded,' +
    'linkage,lever,bayonet,magnetic,magnet*,dovetail*,taper*,tenon,mortise,eccentric,bushing,pulley,sprocket,light bar*,' +
    'rod,spindle,bladder,collar,flange,sleeve,diaphragm,plunger,bellows,o-ring,threaded,nozzle,manifold,impeller,' +
    'capacitance,frequency,frequencies,helix,bioimpedance,electromagnet*,solenoid,thermocouple,humidity,moisture sensor,' +
    'siphon*,thermosiphon*,reservoir,drip tray,parabolic,heat store,heat storage,thermal store,thermal storage,dowel,flue,burner*,hinge,latch,' +
    'ram,fps,floats,floating point,classifier,velocity,compressor,freez*,convection,natural circulation,solar-powered,steam,latex,curing,physics,game state,netcode,lag,mordant*,dye bath,' +
    'compress*,decompress*,delta-encod*,varint*,columnar,checksum*,dedup*,timestamp*,onboard,on-device,3d model,evaporat*,' +
    'hydrophone*,microphone*,auger*,raspberry pi,arduino,esp32,stepper motor*,servo*,load cell*,strain gauge*,photodiode*,potentiometer*,encod*,decod*,modem*,byte*,heater*,condensation,capacitive sensing,' +
    // Machine elements and physical effects in the plain words of a workshop, which an inventor without technical
    // training uses to tell how a thing works. Words with an everyday commercial sense (outlet, channel, funnel, clip,
    // notch, surge, fan, drum, chamber) are left out.
    'flap*,slit*,inlet*,wick*,baffle*,duct*,coil*,rotor*,stator*,jaw*,clamp*,buckle*,bungee*,tether*,carabiner*,' +
    'suction,airflow,air flow,buoyan*,capillary,friction,perforat*,mesh,lattice*,honeycomb*,wedge*,cavity,cavities,' +
    'cylinder*,sieve*,funnel-shaped,dimple*,ribbed,hinged,pivoting,counterweight*,flywheel*,camshaft*,crank*,' +
    'spring pin*,leaf spring*,coil spring*,grommet*,rivet*,weir*,sluice*,float valve*,non-return,one-way valve*,check valve*,' +
    'double-walled,double wall*,airtight,watertight,thermal mass,wind-scoop,heat sink*';

/** Verbs of a physical or computational mechanism; one per sentence adds to its technical weight. */
export const mechanismVerbList =
  'measures,samples,computes,estimates,fits,fires,emits,detects,converts,transmits,encodes,decodes,filters,amplifies,' +
    'heats,cools,melts,solidifies,absorbs,dissolves,binds,locks,seals,compresses,drives,rotates,slides,pushes,pulls,' +
    'aligns,coupled,bonded,encapsulated,embedded,moulded,molded,stamped,pressed,coated,etched,deposited,conjugated,' +
    'digests,confines,relays,switches,schedules,buffers,discards,calibrates,synthesises,synthesizes,ferments,distils,' +
    'distills,separates,catalyses,catalyzes,polymerises,polymerizes,solves,trains,infers,classifies,indexes,hashes,encrypts';

/** Software and data words: an invention made of these is software for the abstract-idea analysis. */
export const softwareTermList =
  'software,app,application,algorithm,machine learning,ml,ai,artificial intelligence,neural,model,data,cloud,saas,api,' +
    'code,digital,online,web,blockchain,platform,analytics,computer vision,dashboard,chatbot,llm,large language,engine,' +
    'graph,score,scoring';
/** Physical things: an invention involving these is tied to a machine or a transformation of matter. */
export const physicalTermList =
  'sensor,apparatus,actuator,motor,robot*,drone,circuit,chip,battery,batteries,electrode,implant,' +
    'wearable,valve,pump,laser,camera,accelerometer,gyroscope,microcontroller,firmware,embedded,compound,alloy,polymer,' +
    'coating,membrane,catalyst,enzyme,antibody,antibodies,molecule,reactor,turbine,probe,lens,spectromet*,ultrasound,' +
    'lidar,radar,rfid,nfc,infrared,thermistor,transducer,radio,set point,reefer,trailer,vessel,nanoparticle,tablet,' +
    'electrolyte,lipid,thermal,vibration';
/** Business-method subjects: organising human activity in the Alice sense. */
export const businessMethodTermList =
  'pricing,price,match,matching,scheduling,booking,reservation,payment,billing,invoic*,insurance,underwriting,lending,' +
    'loan,credit scor*,trading,recommend*,advertis*,marketing,loyalty,reward,referral,subscription,ordering,hiring,' +
    'recruit*,staffing,dating,dispatch*,routing,auction*,bidding,tax,accounting,budgeting,investment,portfolio,' +
    'negotiat*,reconcil*,ledger,transaction';
/** Improvements to how a computer or other technology works, as opposed to a business outcome. */
export const technicalImprovementTermList =
  'latency,memory,bandwidth,network traffic,processing time,processing speed,processing power,processing load,' +
    'compute cost,compute time,cpu,gpu,vcpu,storage,throughput,battery life,battery drain,battery use,battery usage,' +
    'power consumption,power draw,power use,power needed,energy use,energy consumption,energy efficiency,' +
    'signal to noise,noise,resolution,compression,file size,bitrate,packet loss,detection accuracy,measurement accuracy,' +
    'false positive,false negative,false alarm,error rate,frame rate,response time,load time,computational cost,' +
    'inference time,sensor drift,sensor accuracy,sensor noise,heat dissipation,data transfer,coin cell,battery,quadratic,ram,input size';

function verbForms(stems: string): string[] {
  // "reduce" -> reduce, reduces, reduced, reducing; "cut" -> cut, cuts, cutting.
  return stems.split(',').flatMap((v) => {
    if (v.endsWith('e')) {
      const base = v.slice(0, -1);
      return [v, `${v}s`, `${v}d`, `${base}ing`];
    }
    const last = v.at(-1)!;
    return [v, `${v}s`, `${v}es`, `${v}ed`, `${v}ing`, `${v}${last}ing`, `${v}${last}ed`, v.replace(/y$/, 'ied'), v.replace(/y$/, 'ies')];
  });
}
/** Verbs of a technical effect, in any tense. */
export const effectVerbList: string[] = verbForms(
  'reduce,cut,lower,increase,improve,boost,double,halve,extend,eliminate,prevent,detect,measure,predict,achieve,convert,' +
      'capture,separate,extract,filter,purify,compress,accelerate,shorten,minimise,minimize,maximise,maximize,stabilise,' +
      'stabilize,enable,decrease,lengthen,triple,outperform,remove,neutralise,neutralize,recycle,generate,harvest,sense,' +
      'identify,diagnose,monitor,charge,heal,kill,degrade,absorb,block,repel,recover,regenerate,synthesise,synthesize,' +
      'dissolve,print,sort,recognise,recognize,classify,locate,preserve,keep,hold,deliver,narrow,resolve,run,last,save,raise,lift',
);
/** A measured amount next to an effect: the plan quantifies what the invention does. */
export const quantityPattern =
  /(?:\b\d+(?:[.,]\d+)?\s*(?:%|percent\b|x\b|times\b|-?fold\b|ms\b|milliseconds?\b|seconds?\b|minutes?\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b|°|degrees?\b|kg\b|g\b|mg\b|kwh\b|wh\b|w\b|mah\b|km\b|cm\b|mm\b|nm\b|µm\b|ppm\b|ppb\b|db\b|hz\b|khz\b|mhz\b|ghz\b|k?pa\b|psi\b|bar\b|cycles?\b|watts?\b|volts?\b|n\b|log units?\b|l\b|litres?\b|liters?\b)|\bin half\b|\btwice as\b|\bby half\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred)[- ](?:fold|times)\b)/i;

/** Sections about the market, the team or the money: their passages describe no invention of the plan. */
// "Founder notes" are the founder's notes on everything, not a section about the founders.
export const nonTechnicalSectionPattern =
  /\b(?:competition|competitors?|competitive|market|markets|team|management|founders?(?!['’]?s?['’]?\s+notes?\b)|advisors?|board|financ\w*|funding|investment|raise|milestones?|timeline|risks?|go[- ]to[- ]market|marketing|sales|customers|traction|pricing|business model|revenue|regulatory|compliance|legal|hiring|staff|people|use of funds|exit)\b/i;

/** Headings that name a part of a plan, not an invention: never used as an invention's name. */
export const genericHeadingPattern =
  /^(?:(?:the|our|why|how|key)\s+)?(?:executive summary|summary|overview|introduction|about(?: us)?|company(?: overview| description| history)?|problem(?: statement)?|opportunity|solution|products?(?: and services)?|services|offering|technology(?: overview)?|science|it works|devices?|platform|innovations?|what'?s new|what is new|what'?s different|what is different|what makes us different|differentiation|(?:key )?features|r&d|research and development|technical (?:details|approach)|intellectual property(?: (?:&|and) know-how)?|ip(?: strategy| (?:&|and) know-how)?|know-how|data(?: and software)?|software|hardware|firmware|engineering|design|market(?: analysis| opportunity)?|competition|competitive landscape|go[- ]to[- ]market(?: strategy)?|marketing(?: plan)?|sales|operations|manufacturing|team|management(?: and staff)?|financials?(?: plan| projections)?|funding(?: request)?|milestones|risks?(?: and mitigations)?|roadmap|appendix|business model|revenue model|pricing|customers|traction|regulatory(?: path)?|integrations|edge|the edge|our edge|advantage|data to date|results|pipeline|problem we solved|the problem we solved|vision|mission|what we (?:invented|built|made|developed|designed)|the thing we built|what we (?:ask|ask for|need|want|offer|do|sell)|(?:the |our )?ask|use of funds|budget|funding needs?)$/i;
