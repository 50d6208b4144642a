import type { SecretCategory } from '../lexicons/trade-secret-subjects.ts';

/**
 * Nouns that name an asset a business holds without calling it "secret" or "copyrighted", with what kind of asset
 * each one is. Singular lower-case words or two-word phrases; plural "-s" is stripped before lookup.
 */
export const secretAssetNouns: Record<string, SecretCategory> = {
  recipe: 'recipe', formula: 'recipe', formulation: 'recipe', blend: 'recipe',
  process: 'process', technique: 'process', 'know-how': 'process', know: 'process', expertise: 'process', profile: 'process',
  parameter: 'process', calibration: 'process', procedure: 'process', playbook: 'process', protocol: 'process', methodology: 'process',
  specification: 'process', 'manufacturing process': 'process', method: 'process',
  data: 'data', dataset: 'data', database: 'data', record: 'data', benchmark: 'data', telemetry: 'data', 'customer data': 'customers',
  model: 'model', algorithm: 'model',
  'source code': 'code', codebase: 'code',
  'customer list': 'customers', 'client list': 'customers', relationship: 'customers',
  supplier: 'suppliers', 'supplier list': 'suppliers', sourcing: 'suppliers', grower: 'suppliers',
  pricing: 'pricing', 'price list': 'pricing',
};

export type WorkKind = 'software' | 'content' | 'design';

export const workNouns: Record<string, WorkKind> = {
  software: 'software', platform: 'software', app: 'software', application: 'software', website: 'software', 'source code': 'software',
  portal: 'software', dashboard: 'software', api: 'software', firmware: 'software',
  content: 'content', course: 'content', curriculum: 'content', video: 'content', article: 'content', book: 'content', guide: 'content',
  documentation: 'content', manual: 'content', podcast: 'content', film: 'content', music: 'content', game: 'content', photograph: 'content',
  photography: 'content', template: 'content', newsletter: 'content', catalog: 'content', catalogue: 'content', program: 'content',
  programming: 'content', lesson: 'content', episode: 'content', recording: 'content', publication: 'content', report: 'content',
  design: 'design', artwork: 'design', illustration: 'design', graphic: 'design', packaging: 'design', drawing: 'design', pattern: 'design',
  plan: 'design',
};

export const inventionNouns: Record<string, true> = Object.fromEntries(
  (
    'firmware,device,sensor,instrument,machine,system,apparatus,equipment,component,circuit,chip,battery,motor,valve,pump,engine,actuator,laser,' +
    'module,controller,processor,robot,turbine,mechanism,implant,catheter,composition,compound,formulation,molecule,polymer,coating,' +
    'material,alloy,catalyst,therapy,therapeutic,antibody,process,technology,platform,algorithm,method,assay,vaccine,membrane,filter,' +
    'dressing,bandage,strip,film,layer,scaffold,bottle,box,binding,gripper,tablet,kit,panel,frame,mount,connector,nozzle,vent,fabric,' +
    'textile,cartridge,inhaler,probe,electrode,cell,reactor,sorbent,engine,drive,lock,hinge,clip,seal,container,packaging,' +
    'treatment,encoding,compression,clasp,conveyor,dropout,joint,gel,insert,rack,ratchet,bracket,axle,buckle,harness,' +
    // Workshop things a maker invents and names plainly ("a surfboard traction pad", "the smoking kiln").
    'pad,die,mould,mold,liner,lid,sole,grip,wheel,blade,hook,plug,tray,sleeve,shield,trap,kiln,stove,smoker,rig,jig,fixture,attachment,cuff'
  )
    .split(',')
    .map((w) => [w, true as const]),
);

/** Words that show an invention is new: a patent finding made without a detector needs one of them. */
export const noveltyWords = new Set('new,novel,patent,provisional,invented,invent,unlike,first,unique,breakthrough,proprietary'.split(','));

/** Words that show the business made or keeps the asset itself. */
export const ownershipWords = new Set(
  'proprietary,own,our,developed,develop,built,build,created,create,designed,design,in-house,house,internally,exclusive,unique,secret,confidential,only,know,signature,trained,accumulated,collected,refined,perfected'.split(','),
);
