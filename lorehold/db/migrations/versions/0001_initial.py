"""initial schema: cards, faces, sets, printings, translations, rulings, sources

Revision ID: 0001_initial
Revises: 
Create Date: 2026-11-29 21:21:05.278666
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0001_initial'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:

    op.create_table('cards',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('oracle_id', sqlmodel.sql.sqltypes.AutoString(length=36), nullable=True),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('name_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('mana_cost', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('mana_value', sa.Float(), nullable=True),
    sa.Column('colors', sqlmodel.sql.sqltypes.AutoString(length=5), nullable=True),
    sa.Column('color_identity', sqlmodel.sql.sqltypes.AutoString(length=5), nullable=True),
    sa.Column('type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('oracle_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('power', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('toughness', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('loyalty', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('defense', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('layout', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_cards')),
    sa.UniqueConstraint('oracle_id', name=op.f('uq_cards_oracle_id'))
    )
    with op.batch_alter_table('cards', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_cards_name'), ['name'], unique=False)
        batch_op.create_index(batch_op.f('ix_cards_name_key'), ['name_key'], unique=False)

    op.create_table('sets',
    sa.Column('code', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('release_date', sa.Date(), nullable=True),
    sa.Column('type', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=True),
    sa.PrimaryKeyConstraint('code', name=op.f('pk_sets'))
    )
    op.create_table('sources',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('kind', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('locator', sqlmodel.sql.sqltypes.AutoString(length=2048), nullable=False),
    sa.Column('content_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('parser_version', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('ingested_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('status', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('error', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('published', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_sources')),
    sa.UniqueConstraint('locator', name=op.f('uq_sources_locator'))
    )
    op.create_table('card_keywords',
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('keyword', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_card_keywords_card_id_cards'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('card_id', 'keyword', name=op.f('pk_card_keywords'))
    )
    op.create_table('faces',
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('side', sqlmodel.sql.sqltypes.AutoString(length=4), nullable=True),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('name_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('mana_cost', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('oracle_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('power', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('toughness', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('loyalty', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('defense', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_faces_card_id_cards'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('card_id', 'position', name=op.f('pk_faces'))
    )
    with op.batch_alter_table('faces', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_faces_name_key'), ['name_key'], unique=False)

    op.create_table('printings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('set_code', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('number', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('rarity', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=True),
    sa.Column('artist', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('multiverse_id', sa.Integer(), nullable=True),
    sa.Column('scryfall_id', sqlmodel.sql.sqltypes.AutoString(length=36), nullable=True),
    sa.Column('mtgjson_uuid', sqlmodel.sql.sqltypes.AutoString(length=36), nullable=True),
    sa.Column('printed_type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('printed_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('flavor_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_printings_card_id_cards'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['set_code'], ['sets.code'], name=op.f('fk_printings_set_code_sets'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_printings')),
    sa.UniqueConstraint('set_code', 'number', name=op.f('uq_printings_set_code_number'))
    )
    with op.batch_alter_table('printings', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_printings_card_id'), ['card_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_printings_multiverse_id'), ['multiverse_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_printings_scryfall_id'), ['scryfall_id'], unique=False)

    op.create_table('rulings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('language', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('date', sa.Date(), nullable=True),
    sa.Column('date_ambiguous', sa.Boolean(), nullable=False),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('text_key', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('translation_of_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_rulings_card_id_cards'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['translation_of_id'], ['rulings.id'], name=op.f('fk_rulings_translation_of_id_rulings'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_rulings')),
    sa.UniqueConstraint('card_id', 'text_key', name=op.f('uq_rulings_card_id_text_key'))
    )
    with op.batch_alter_table('rulings', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rulings_card_id'), ['card_id'], unique=False)

    op.create_table('set_translations',
    sa.Column('set_code', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('language', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.ForeignKeyConstraint(['set_code'], ['sets.code'], name=op.f('fk_set_translations_set_code_sets'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('set_code', 'language', name=op.f('pk_set_translations'))
    )
    op.create_table('ruling_sources',
    sa.Column('ruling_id', sa.Integer(), nullable=False),
    sa.Column('source_id', sa.Integer(), nullable=False),
    sa.Column('date', sa.Date(), nullable=True),
    sa.Column('date_ambiguous', sa.Boolean(), nullable=False),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('publisher', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=True),
    sa.ForeignKeyConstraint(['ruling_id'], ['rulings.id'], name=op.f('fk_ruling_sources_ruling_id_rulings'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['source_id'], ['sources.id'], name=op.f('fk_ruling_sources_source_id_sources'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('ruling_id', 'source_id', name=op.f('pk_ruling_sources'))
    )
    with op.batch_alter_table('ruling_sources', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_ruling_sources_source_id'), ['source_id'], unique=False)

    op.create_table('translations',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('printing_id', sa.Integer(), nullable=True),
    sa.Column('language', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('name_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('flavor_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('multiverse_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_translations_card_id_cards'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['printing_id'], ['printings.id'], name=op.f('fk_translations_printing_id_printings'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_translations'))
    )
    with op.batch_alter_table('translations', schema=None) as batch_op:
        batch_op.create_index('ix_translations_card_language', ['card_id', 'language'], unique=False)
        batch_op.create_index(batch_op.f('ix_translations_multiverse_id'), ['multiverse_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_translations_name_key'), ['name_key'], unique=False)
        batch_op.create_index('ix_translations_printing_language', ['printing_id', 'language'], unique=False)

    op.create_table('translation_faces',
    sa.Column('translation_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('name_key', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('flavor_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('multiverse_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['translation_id'], ['translations.id'], name=op.f('fk_translation_faces_translation_id_translations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('translation_id', 'position', name=op.f('pk_translation_faces'))
    )
    with op.batch_alter_table('translation_faces', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_translation_faces_name_key'), ['name_key'], unique=False)

    op.create_table('translation_sources',
    sa.Column('translation_id', sa.Integer(), nullable=False),
    sa.Column('source_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['source_id'], ['sources.id'], name=op.f('fk_translation_sources_source_id_sources'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['translation_id'], ['translations.id'], name=op.f('fk_translation_sources_translation_id_translations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('translation_id', 'source_id', name=op.f('pk_translation_sources'))
    )
    with op.batch_alter_table('translation_sources', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_translation_sources_source_id'), ['source_id'], unique=False)




def downgrade() -> None:

    with op.batch_alter_table('translation_sources', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_translation_sources_source_id'))

    op.drop_table('translation_sources')
    with op.batch_alter_table('translation_faces', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_translation_faces_name_key'))

    op.drop_table('translation_faces')
    with op.batch_alter_table('translations', schema=None) as batch_op:
        batch_op.drop_index('ix_translations_printing_language')
        batch_op.drop_index(batch_op.f('ix_translations_name_key'))
        batch_op.drop_index(batch_op.f('ix_translations_multiverse_id'))
        batch_op.drop_index('ix_translations_card_language')

    op.drop_table('translations')
    with op.batch_alter_table('ruling_sources', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_ruling_sources_source_id'))

    op.drop_table('ruling_sources')
    op.drop_table('set_translations')
    with op.batch_alter_table('rulings', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_rulings_card_id'))

    op.drop_table('rulings')
    with op.batch_alter_table('printings', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_printings_scryfall_id'))
        batch_op.drop_index(batch_op.f('ix_printings_multiverse_id'))
        batch_op.drop_index(batch_op.f('ix_printings_card_id'))

    op.drop_table('printings')
    with op.batch_alter_table('faces', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_faces_name_key'))

    op.drop_table('faces')
    op.drop_table('card_keywords')
    op.drop_table('sources')
    op.drop_table('sets')
    with op.batch_alter_table('cards', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_cards_name_key'))
        batch_op.drop_index(batch_op.f('ix_cards_name'))

    op.drop_table('cards')

