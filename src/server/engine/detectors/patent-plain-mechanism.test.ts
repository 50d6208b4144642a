import { describe, expect, it } from 'vitest';
import { one, patents } from './patent-test-support.ts';

// Inventions told without technical words: made by someone, explained by what the parts do, set against the usual thing.
describe('detectPatents: mechanisms told in plain words', () => {
  const gate = [
    'We keep goats on a hill farm near the coast.',
    '',
    'The usual field gates sag after a winter and the goats learn to lift them. So my brother and I worked out our own gate latch. A wooden bar drops into a hook when the gate swings shut, so the latch closes by itself. The harder a goat pushes on the gate, the deeper the bar sits in the hook.',
    '',
    'We sell cheese at two markets on Saturdays.',
  ].join('\n');

  it('reads a thing the writers made, whose parts act on a condition, set against the usual one, named after the thing', () => {
    const { rec } = one(gate);
    expect(rec.name).toMatch(/latch/i);
  });

  it('needs the usual thing or a measure to set it against: a description alone claims nothing', () => {
    expect(patents(gate.replace('The usual field gates sag after a winter and the goats learn to lift them. ', ''))).toEqual([]);
  });

  it('needs someone to have made it: the same telling about a bought gate is no invention of the writer', () => {
    expect(patents(gate.replace('So my brother and I worked out our own gate latch.', 'The gate has a latch from the farm shop.'))).toEqual([]);
  });

  it('reads a section named by a coined word as the thing it explains, and a plain heading as no name', () => {
    const page = [
      '## The Snugwrap Sling',
      '',
      'It looks like a normal baby sling.',
      'Inside the shoulder strap is a folded band that stretches when the baby shifts, so the weight moves onto the hips.',
      'When the parent bends down, the band slides back and the strap tightens again.',
    ].join('\n');
    expect(one(page).rec.name).toMatch(/snugwrap sling/i);
    expect(patents(page.replace('The Snugwrap Sling', 'The Baby Sling'))).toEqual([]);
  });

  it('leaves a recipe told in the same shape to the trade-secret reading', () => {
    const bakery = [
      'We worked out our own slow fermentation process, unlike the usual supermarket bread. When the dough rises to double, we press it down so the crumb stays tight.',
      'Once it cools, the crust cracks and holds the steam inside.',
    ].join('\n');
    expect(patents(bakery)).toEqual([]);
  });

  it('reads a paragraph whose subject is the writer\'s coined product, told by what it uses, as that product', () => {
    const form = [
      'Product description:',
      '',
      'The FlexSweep Door Seal uses two rows of soft fins of different heights. When the door closes, the tall fins bend against the floor first. Once the tall fins wear down, the short row still seals the gap.',
      '',
      'In a winter trial the room lost 30% less heat than with a standard door brush.',
    ].join('\n');
    expect(one(form).rec.name).toMatch(/flexsweep door seal/i);
    // A company that "will supply" the thing is no product told by how it works.
    expect(patents(form.replace('The FlexSweep Door Seal uses', 'Brandt Supply will fit a seal with'))).toEqual([]);
  });

  it('names a one-word thing by the writer\'s coined name for it, else by the kind the passage writes before it', () => {
    const post = [
      'So my dad built a tray for the hens. When an egg drops onto the tray, it rolls down the slope and stops in the padded gutter, so the hens never peck it.',
      'Once a day you pull the drawer and the eggs slide out clean. Most trays you have to lift out and scrub by hand.',
    ].join('\n');
    expect(one(post.replace('the hens never peck it', 'the hens never peck at the nesting tray')).rec.name).toMatch(/nesting tray/i);
    expect(one(post.replace('built a tray for the hens', 'built a tray for the hens, the RollNest tray')).rec.name).toMatch(/RollNest tray/i);
  });
  it('reads a member told of in the third person: her answer or the result is the thing, made by a named person', () => {
    const newsletter = [
      'Members know the moment: the wind builds and someone has to wrestle the jib in while steering.',
      '',
      'Our member Ffion got fed up with that on her own boat and did something about it. The result is the TackMate drum, which she now sells to other members.',
      '',
      'A normal furling drum is just a spool: if you let go of the line, the sail unrolls again. The TackMate drum has a ratchet built into it, so every pull rolls in a bit of sail and the pawl stops it unrolling. When you pull the tail back through a cam, it lifts the pawl, so the sail comes out under control.',
    ].join('\n');
    expect(one(newsletter).rec.name).toMatch(/TackMate drum/i);
    const bees = newsletter
      .replace('Our member Ffion got fed up with that on her own boat and did something about it. The result is the TackMate drum, which she now sells to other members.', 'Dilys’s answer is the TackMate drum, made by Owain in their barn.');
    expect(one(bees).rec.name).toMatch(/TackMate drum/i);
  });
  it('reads a measure told as "than ordinary" or "twice as long", and names what he built his own of', () => {
    const press = [
      'Juma trained as a welder, and he built his own briquette press from old leaf springs and scrap steel.',
      'The press is worked by a long lever, so one person can press four briquettes at a time. The mould has seven steel pins that leave seven holes through each briquette. The holes let air flow through the middle, so the briquettes catch fire quickly and burn with much less smoke than ordinary charcoal.',
    ].join('\n');
    expect(one(press).rec.name).toMatch(/^Patent: briquette press$/i);
    expect(one(press.replace('much less smoke than ordinary charcoal', 'twice as long as a heap of loose dust')).rec.name).toMatch(/briquette press/i);
    expect(patents(press.replace(' with much less smoke than ordinary charcoal', ''))).toEqual([]);
  });
  it('reads a "How X works" section as the thing X, spelled as the text spells it', () => {
    const handout = [
      'THE PROBLEM WITH FEEDER LIDS',
      '',
      'The usual feeder lid has to be lifted by hand, so squirrels learn to do it too.',
      '',
      'HOW PERCHLOK WORKS',
      '',
      'Perchlok sits under any standard tube feeder. When a squirrel climbs on, its weight pushes the perch ring down and the ring closes the ports. When the squirrel jumps off, a spring lifts the ring and the ports open again.',
    ].join('\n');
    expect(one(handout).rec.name).toMatch(/perchlok/i);
    expect(patents(handout.replace('HOW PERCHLOK WORKS', 'WHAT IT DOES'))).toEqual([]);
  });
  it('reads a result told as "9 days instead of 13" as the measure it is set against', () => {
    const letter = [
      'Over three years my partner and I built our own kiln controller. We drive pins into twelve boards and read the resistance between them, which tells us how wet each board is. When the gap between the wettest and driest boards gets too wide, it reverses the fans and slows them down, so the air hits the wet side first, and it holds the humidity up until the gap closes. Only then does it move on to the next step.',
      '',
      'A charge now dries in 9 days instead of 13.',
    ].join('\n');
    expect(one(letter).rec.name).toMatch(/kiln controller/);
    expect(patents(letter.replace('A charge now dries in 9 days instead of 13.', 'A charge dries in about 9 days.'))).toEqual([]);
  });
  it('reads a thing a named member built, named by the possessive the newsletter gives it', () => {
    const news = [
      'A lot of you asked about the odd contraption parked by the barn. Marcus built it last winter, so here is the story.',
      '',
      'For years planting garlic meant a crew on their knees poking holes one at a time. The usual dibble wheels you can buy clog in wet clay.',
      '',
      'Marcus’s roller gets around that. It is a steel drum with pointed fingers around it. Every finger is hollow, with a plunger inside held up by a spring, so when a finger presses into the soil the plunger pushes the clay back out. When it lifts, the spring drops the plunger back.',
    ].join('\n');
    expect(one(news).rec.name).toMatch(/roller/);
  });

  // A hand tool a workshop sells: made by two named people, its parts act, and it is set against the traditional one.
  const trowel = [
    'We run a small forge and sell garden tools at county fairs.',
    '',
    'Rosa designed and built a trowel with a sliding depth stop. A steel shoe sits behind the blade and moves on a thumb wheel, so the blade goes in only as deep as the shoe allows. When the shoe hits a stone, it springs back and the blade lifts out clean.',
    '',
    'It is shaped like the traditional trowel, so gardeners pick it up without thinking.',
  ].join('\n');

  it('reads a named maker who "designed and built" a thing, set against "the traditional" one', () => {
    expect(one(trowel).rec.name).toMatch(/trowel/i);
    expect(patents(trowel.replace('shaped like the traditional trowel', 'painted green'))).toEqual([]);
  });

  it('reads a thing that "works differently", or a measure told as "down from" or "where I used to need", as set against the usual', () => {
    const bench = trowel.replace('It is shaped like the traditional trowel, so gardeners pick it up without thinking.', 'It works differently from the ones in the catalogue.');
    expect(one(bench).rec.name).toMatch(/trowel/i);
    expect(one(trowel.replace('It is shaped like the traditional trowel, so gardeners pick it up without thinking.', 'Broken bulbs are down from 9% to under 2%.')).rec.name).toMatch(/trowel/i);
    expect(one(trowel.replace('It is shaped like the traditional trowel, so gardeners pick it up without thinking.', 'I plant a bed in an hour where I used to need three.')).rec.name).toMatch(/trowel/i);
  });

  it('reads the usual way told just before the thing made against it', () => {
    const soap = [
      'The usual way is to pour a loaf into a plain box and slice it by hand, and the edges tear.',
      '',
      'So I designed my own cutting mould. When the soap is set you drop a wire frame into the slots and pull the lever, so every bar comes out the same size. Then the base swings down, so the bars slide out.',
      '',
      'We sell at markets.',
    ].join('\n');
    expect(one(soap).rec.name).toMatch(/mould/i);
    // Two paragraphs of market talk between them part the usual way from the thing.
    const apart = soap.replace('\n\nSo I designed', '\n\nWe sell at markets.\n\nWe sell online.\n\nSo I designed');
    expect(patents(apart)).toEqual([]);
  });

  it('reads a result told per unit, "40 seconds per loaf instead of 10 minutes", as the measure it is set against', () => {
    const mould = [
      'I make soap in my garage and sell it at markets.',
      '',
      'So I designed my own cutting mould. When the soap is set you drop a wire frame into the slots and pull the lever, so every bar comes out the same size. When you open the base, it swings down, so the bars slide out. The frame lifts out for cleaning.',
      '',
      'It takes about 40 seconds per loaf instead of 10 minutes.',
    ].join('\n');
    expect(one(mould).rec.name).toMatch(/mould/i);
    expect(patents(mould.replace(' instead of 10 minutes', ''))).toEqual([]);
  });

  it('reads a paragraph headed by the thing made, named earlier, as its explanation, and names it by its heading', () => {
    const bench = [
      'We build oak benches in a small shop near the river.',
      '',
      'In 2022 we developed our own joint, which we call the Pinlock joint, so a bench ships flat.',
      '',
      '## Team',
      'Two of us, both trained as cabinet makers.',
      '',
      '## Product',
      'The Pinlock joint.',
      'Each rail end holds a steel cam on a short shaft. When the rail is pushed into the leg and the cam is turned, it pulls a tapered wedge into the mortise, so the joint locks tight. When the wood shrinks in winter, the springs keep pushing the wedge deeper.',
      'A bench with standard bed bolts moved 4 mm in the same test.',
    ].join('\n');
    expect(one(bench).rec.name).toBe('Patent: Pinlock joint');
    // A heading that names nothing made explains nothing made; nor does a telling set against nothing.
    expect(patents(bench.replace('The Pinlock joint.', 'How we ship.'))).toEqual([]);
    expect(patents(bench.replace('A bench with standard bed bolts', 'A bench'))).toEqual([]);
  });

  // A fish smoker's kiln: the usual one told "like all the women", or "Before, ...", and a placeholder for its name.
  const kiln = [
    'I smoke fish at the landing site. In the beginning I used the open drum smokers like all the women there.',
    '',
    'At a training they showed us the Volta kiln. It was good but expensive.',
    'So I worked with a welder to build our own cheaper type with bricks and iron sheet.',
    '',
    'Between the fire and the trays the kiln has a steel plate with small holes, so the heat is the same for all the fish. Under each tray a tin tray catches the oil, so the oil does not drop in the fire. The smoke goes out through a chimney with a sliding door that closes when the fish is ready.',
    '',
    'One kiln takes 120 kg of fish per batch.',
  ].join('\n');

  it('reads "like all the women" and a sentence opening "Before," as the usual way, and names the thing by what is told after the making', () => {
    // Not "cheaper" (a placeholder's modifier), nor the "Volta kiln" shown before the making.
    expect(one(kiln).rec.name).toBe('Patent: kiln');
    const plain = kiln.replace(' like all the women there', '');
    expect(patents(plain)).toEqual([]);
    expect(one(plain.replace('At a training', 'Before, the fish burned. At a training')).rec.name).toBe('Patent: kiln');
  });

  it('reads "Krit invented Fold-Lock" as a named maker making a coined thing, and names it so', () => {
    const box = [
      'Krit invented Snap-Tab in 2021 because our clients kept paying for glue.',
      '',
      'Snap-Tab is made from one piece of board. The tongue has a small notch that cannot be released until the tear strip is pulled, so the box is tamper-evident. When the tear strip is removed, the lid folds back and the tongue locks into a second slot, holding the box open.',
      '',
      'Compared with a standard tuck-end box, Snap-Tab uses 18% less board.',
    ].join('\n');
    expect(one(box).rec.name).toMatch(/snap-tab/i);
    expect(patents(box.replace('Krit invented Snap-Tab in 2021', 'We started selling Snap-Tab in 2021'))).toEqual([]);
  });

  it('reads "the worst job is" as the usual way, and names the thing by what its maker calls it', () => {
    const tool = [
      'Alright, Ruth, it is Kev from Kev Lyle Joinery, sat in the van.',
      '',
      'Hanging a heavy door, the worst job is holding it level while you screw the hinges.',
      '',
      'So what I made, and I made it in the garage out of an old car jack. It is a flat plate on a short screw, and the plate has rubber pads that grip harder the more weight sits on them. When you turn the handle the plate rises a millimetre at a time, so the door stays level while you fix it.',
      '',
      'I call it the Doorbuddy. The lads on site all want one.',
    ].join('\n');
    expect(one(tool).rec.name).toMatch(/doorbuddy/i);
    expect(patents(tool.replace('Hanging a heavy door, the worst job is holding it level', 'Hanging a heavy door means holding it level'))).toEqual([]);
  });

  it('reads "my own jobs" as work the writer takes on, not a thing made', () => {
    const jack = [
      'I am a mechanic in Pinetown. I work for a workshop but on weekends I do my own jobs from home.',
      '',
      'I made a thing for my trolley jack because lifting a bakkie on the back diff is dangerous, the round diff housing slides off the flat saddle. I welded a new top with two jaws, and the jaws close on the diff by themselves when the weight comes on, because they turn on a pin in the middle. When you lower the jack they open again.',
    ].join('\n');
    expect(one(jack).rec.name).not.toMatch(/jobs/i);
  });
});
