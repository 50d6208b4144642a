// Words that weaken a mark: praise (laudatory) words, plain descriptions of a quality, and the common names of
// goods and services (generic nouns), plus the company-form words that trademark offices disregard.
// Source: Moatmap's own lists, following the USPTO Trademark Manual of Examining Procedure (TMEP 1209.03(k)
// laudatory terms, 1209.01(b) merely descriptive, 1209.01(c) generic, 1213.03(d) entity designations). Lower case.

const list = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Laudatory words: describe the goods as excellent; refused alone, weak in a combination. */
export const praiseWords = list(`
best better good great top premium premier prime elite ultimate supreme perfect ideal superior super excellent
finest fine first number deluxe luxury luxe gourmet pro professional expert master genius magic amazing awesome
incredible brilliant classic original authentic real true genuine official leading favorite favourite
famous quality select choice gold golden platinum royal imperial grand world-class wonder wonderful
`);

/** Words that plainly describe a quality, feature, purpose or audience of goods or services. */
export const qualityWords = list(`
fresh organic natural pure clean green eco healthy smart fast quick rapid easy simple instant express speedy
safe secure reliable cheap affordable budget value low discount free local handmade homemade artisan artisanal
custom personal personalized personalised daily weekly monthly digital online mobile virtual remote cloud
automatic automated auto intelligent ai-powered ai wireless portable compact mini micro nano mega big little
small large new modern vegan keto gluten-free sugar-free plant-based raw crafted craft hot cold iced frozen
sweet spicy soft strong light bright clear quiet silent comfort comfortable active fit lean sustainable
recycled upcycled reusable zero solar electric green family kids baby pet senior home office city urban
total complete full global national american
`);

/** Common names of goods and services: a name made only of these is generic for them. */
export const genericNouns = list(`
decaf decaff app apps application software platform system systems service services solution solutions tool tools device
devices product products kit kits box boxes store shop shops market marketplace company corp group labs lab
studio studios agency agencies network networks hub hubs cloud data analytics bakery bakeries bread breads
cake cakes pastry pastries coffee tea cafe restaurant restaurants kitchen kitchens bar bars grill pizza burger
food foods meal meals snack snacks drink drinks beverage beverages juice water wine beer brewery brewing
clinic clinics health care healthcare medical pharmacy medicine supplements vitamins skincare cosmetics beauty
salon spa fitness gym yoga wellness clothing apparel fashion shoes bags jewelry jewellery furniture home
homes house realty real estate property properties cleaning laundry repair delivery logistics shipping
transport travel tours hotel hotels rentals rental bank banking finance financial payments pay insurance
loans capital ventures investments consulting consultants marketing media design designs print printing
education academy school schools learning tutoring courses course training coaching games game gaming music
video videos photo photos photography energy solar power battery batteries lighting lights lamp lamps
security robotics drones sensors sensor garden gardening farm farms farming produce pets pet toys toy
books book publishing news magazine podcast podcasts events event tickets legal law accounting tax taxes
staffing recruiting jobs careers dental dentistry vet veterinary therapy fitness nutrition diet coffee
mattress mattresses candles candle soap soaps tech technologies technology systems works industries
enterprises holdings partners associates international global worldwide solutions co
brochure brochures flyer flyers leaflet leaflets poster posters
`);

/** Company-form words ("Inc", "LLC"): not part of the mark. */
export const legalSuffixes = list(`
inc inc. incorporated llc l.l.c. ltd ltd. limited corp corp. corporation co co. company plc gmbh ag sa s.a.
sas bv b.v. nv pbc lp llp pty pte oy ab as sdn bhd pvt ltda eireli srl s.r.l. sarl s.p.a. cic npc s.l. sl s.a.s. s.s. aps ivs kft sp sro s.r.o. doo d.o.o. ehf oü kk k.k.
`);
